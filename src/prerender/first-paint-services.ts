import { BehaviorSubject } from 'rxjs';
import type { MaintenanceView } from '../application/lifecycle/maintenance-store';
import { BROWSER_NAVIGATION } from '../application/native-shell/app-navigation';
import { deferSignInViewModel } from '../application/sign-in/deferred-sign-in-view-model';
import { createLocalGeneralSettings } from '../application/profile/general-settings-view-model';
import { createLoginPromptStore } from '../application/notices/login-prompt-store';
import { createStaticMeViewModel } from '../application/profile/me-view-model';
import { createBootSessionViewModel } from '../application/session/session-view-model';
import type { ThirdPartyReturnQuery } from '../application/sign-in/sign-in-view-model';
import { BROWSER_STATUS_BAR } from '../application/native-shell/status-bar-source';
import type { WelcomeGift } from '../application/popups/welcome-gift-store';
import type { BootServices } from '../application/boot-services';
import { MAINTENANCE } from '../application/lifecycle/lifecycle.tokens';
import { APP_SESSION, NAVIGATION, SIGN_IN } from '../application/session/session.tokens';
import type { ServiceLookup } from '../application/wiring/token';
import { CLIENT_VERSION } from '../domain/constants';
import type { AppServices } from '../ui/app-services';

export interface FirstPaintInputs {
  readonly boot: BootServices;
  /** A stored session may exist (session-hint): the guards wait for the core instead of showing the sign-in page. */
  readonly mayBeSignedIn: boolean;
  /** The first screen's piece of the app core on its way (request layer, session, sign-in); it never settles in the prerender. */
  readonly core: Promise<ServiceLookup>;
  /** That piece once it has arrived, read at call time. */
  readonly loadedCore: () => ServiceLookup | null;
  readonly thirdPartyReturn: ThirdPartyReturnQuery | null;
}

/**
 * What the first paint works with; the core's services replace the stand-ins when it
 * arrives. The browser entry and the build-time prerender both render with these, so the
 * prerendered sign-in page and the browser's hydration produce the same markup.
 */
export function createFirstPaintServices({ boot, mayBeSignedIn, core, loadedCore, thirdPartyReturn }: FirstPaintInputs): AppServices {
  return {
    ...boot,
    session: createBootSessionViewModel(mayBeSignedIn),
    me: createStaticMeViewModel(),
    settings: { logout: async () => (await core).get(APP_SESSION).logout() },
    general: createLocalGeneralSettings(),
    login: deferSignInViewModel(core.then((loaded) => loaded.get(SIGN_IN))),
    maintenance: { view$: new BehaviorSubject<MaintenanceView>({ locked: false, ahead: null }), check: async () => (await core).get(MAINTENANCE).check() },
    welcomeGift: { gift$: new BehaviorSubject<WelcomeGift | null>(null), dismiss: () => undefined },
    loginPrompt: createLoginPromptStore(),
    // A sign-in chosen before the core arrived finishes after it, in a closure made before:
    // this asks the core's navigation at call time.
    navigation: {
      get isNativeShell() {
        return loadedCore()?.get(NAVIGATION).isNativeShell ?? BROWSER_NAVIGATION.isNativeShell;
      },
      openInShell: (path) => loadedCore()?.get(NAVIGATION).openInShell(path),
    },
    thirdPartyReturn,
    statusBar: BROWSER_STATUS_BAR,
    version: CLIENT_VERSION,
    core: null,
  };
}
