import { MAINTENANCE } from '../application/lifecycle/lifecycle.tokens';
import { APP_SESSION, LOGIN_PROMPT, ME, NAVIGATION, SESSION_STORE, WELCOME_GIFT } from '../application/session/session.tokens';
import type { ServiceLookup } from '../application/wiring/token';
import type { AppServices } from '../ui/app-services';

/** What the started core replaces in the first paint's services: the core itself and the models the first paint stood in for. */
export type CoreServices = Pick<AppServices, 'core' | 'session' | 'me' | 'settings' | 'maintenance' | 'welcomeGift' | 'loginPrompt' | 'navigation'>;

export function coreServicesOf(core: ServiceLookup): CoreServices {
  const appSession = core.get(APP_SESSION);
  return {
    core,
    session: { status$: appSession.status$, isTourist$: core.get(SESSION_STORE).isTourist$ },
    me: core.get(ME),
    settings: { logout: () => appSession.logout() },
    maintenance: core.get(MAINTENANCE),
    welcomeGift: core.get(WELCOME_GIFT),
    loginPrompt: core.get(LOGIN_PROMPT),
    navigation: core.get(NAVIGATION),
  };
}
