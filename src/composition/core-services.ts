import { MAINTENANCE } from '../application/lifecycle/lifecycle.tokens';
import { APP_SESSION, LOGIN_PROMPT, ME, NAVIGATION, SESSION_STORE, WELCOME_GIFT } from '../application/session/session.tokens';
import type { ServiceLookup } from '../application/wiring/token';
import type { AppServices } from '../ui/app-services';

/** What the first screen's piece of the core (FIRST_SCREEN_MODULES) replaces in the first paint's services: the session's own models. */
export type FirstScreenServices = Pick<AppServices, 'session' | 'settings' | 'maintenance' | 'welcomeGift' | 'loginPrompt' | 'navigation'>;

/** What the whole started core replaces: the core itself, and Me (its balance is the wallet's) with the first screen's models. */
export type CoreServices = FirstScreenServices & Pick<AppServices, 'core' | 'me'>;

export function firstScreenServicesOf(firstScreen: ServiceLookup): FirstScreenServices {
  const appSession = firstScreen.get(APP_SESSION);
  return {
    session: { status$: appSession.status$, isTourist$: firstScreen.get(SESSION_STORE).isTourist$ },
    settings: { logout: () => appSession.logout() },
    maintenance: firstScreen.get(MAINTENANCE),
    welcomeGift: firstScreen.get(WELCOME_GIFT),
    loginPrompt: firstScreen.get(LOGIN_PROMPT),
    navigation: firstScreen.get(NAVIGATION),
  };
}

export function coreServicesOf(core: ServiceLookup): CoreServices {
  return { ...firstScreenServicesOf(core), core, me: core.get(ME) };
}
