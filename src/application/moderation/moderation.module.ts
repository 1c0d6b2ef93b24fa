import { HTTP } from '../request-layer/request-layer.tokens';
import { featureModule } from '../wiring/feature-module';
import { createModerationServices } from './moderation-services';
import { MODERATION } from './moderation.tokens';

/** Blocking and reporting users. */
export const moderationModule = featureModule((bind) => {
  bind.singleton(MODERATION, (services) => createModerationServices(services.get(HTTP)));
});
