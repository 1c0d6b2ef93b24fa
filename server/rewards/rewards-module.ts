import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { homeScreenRewardEndpoint } from './home-screen-reward.endpoint.js';

/** One-time coin rewards (000 §9): adding the app to the home screen. */
export function createRewardsModule(ctx: AppContext): ServerModule {
  return { endpoints: [homeScreenRewardEndpoint(ctx)] };
}
