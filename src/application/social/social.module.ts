import { HTTP } from '../request-layer/request-layer.tokens';
import { ME, SESSION_STORE } from '../session/session.tokens';
import { featureModule } from '../wiring/feature-module';
import { createSocialServices } from './social-services';
import { SOCIAL } from './social.tokens';

/** Follows, fans, visitors and the blocked list (reloading the Me counters when a list clears them), and rest mode. */
export const socialModule = featureModule((bind) => {
  bind.singleton(SOCIAL, (services) => createSocialServices(services.get(HTTP), services.get(ME), services.get(SESSION_STORE)));
});
