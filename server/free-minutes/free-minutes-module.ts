import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { freeMinutesGrantOperation } from './free-minutes-grant.operation.js';

/**
 * Free call minutes (users.call_free_min, issue #18): granted by an operator (`user
 * free-minutes`) and with VIP (server/vip), spent before coins by the calls module
 * (call-rate.ts), announced to the user's sessions so the free-call reminder shows.
 */
export function createFreeMinutesModule(ctx: AppContext): ServerModule {
  return { endpoints: [], adminOperations: [freeMinutesGrantOperation(ctx)] };
}
