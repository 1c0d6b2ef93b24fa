/**
 * The browser's entry: paints the app shell at once and loads the app core (request layer,
 * session, realtime — src/composition/browser-core.ts, which builds the inversify
 * container) as a separate chunk. The sign-in page is usable before the core has arrived:
 * a chosen method waits for it. The only place in src/ besides
 * src/composition that touches adapters (see ARCHITECTURE.md).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BehaviorSubject } from 'rxjs';
import { createI18next } from './adapters/i18n/create-i18next';
import { createLocalStoragePreferences } from './adapters/i18n/local-storage-preferences';
import { createRechargeRequests } from './application/payments/recharge-requests';
import { createLanguageStore } from './application/i18n/language-store';
import { directionOf, toLocaleTag } from './application/i18n/languages';
import type { MaintenanceView } from './application/lifecycle/maintenance-store';
import { BROWSER_NAVIGATION } from './application/shell/app-navigation';
import { createConfirmStore } from './application/shell/confirm-store';
import { deferSignInViewModel } from './application/shell/deferred-sign-in-view-model';
import { createLocalGeneralSettings } from './application/shell/general-settings-view-model';
import { createLoginPromptStore } from './application/shell/login-prompt-store';
import { createStaticMeViewModel } from './application/shell/me-view-model';
import { createBootSessionViewModel } from './application/shell/session-view-model';
import { createShellStore } from './application/shell/shell-store';
import { BROWSER_STATUS_BAR } from './application/shell/status-bar-source';
import { createToastStore } from './application/shell/toast-store';
import type { WelcomeGift } from './application/shell/welcome-gift-store';
import type { BootServices } from './composition/boot-services';
import type { CoreServices } from './composition/core-services';
import { mayHaveStoredSession } from './composition/session-hint';
import { takeThirdPartyReturn } from './composition/third-party-return';
import { CLIENT_VERSION } from './domain/constants';
import { App } from './ui/App';
import type { AppServices } from './ui/app-services';

/** The longest a signed-out visit waits for an idle moment before loading the core anyway. */
const CORE_IDLE_WAIT_MS = 2_000;

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  const preferences = createLocalStoragePreferences();
  const language = createLanguageStore({ preferences, deviceLanguages: navigator.languages });
  const boot: BootServices = { shell: createShellStore(), toast: createToastStore(), confirm: createConfirmStore(), language, preferences, recharge: createRechargeRequests() };
  const thirdPartyReturn = takeThirdPartyReturn(window.location, window.history);
  const mayBeSignedIn = mayHaveStoredSession(localStorageOrNull());
  // Someone possibly signed in (or back from the provider) needs the core for the first
  // screen: it loads at once. Someone signed out sees the sign-in page first, so the core
  // waits until that page has painted instead of competing with it for the CPU.
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  if (mayBeSignedIn || thirdPartyReturn !== null) openGate();
  const core = gate.then(() => import('./composition/browser-core')).then(({ startCore }) => startCore(boot));
  let loadedCore: CoreServices | null = null;
  void core.then((loaded) => (loadedCore = loaded), () => undefined);

  const { i18n } = await createI18next(language, (code) => {
    document.documentElement.lang = toLocaleTag(code);
    document.documentElement.dir = directionOf(code);
  });

  // What the first paint works with; the core's services replace the stand-ins when it arrives.
  const firstPaint: AppServices = {
    ...boot,
    session: createBootSessionViewModel(mayBeSignedIn),
    me: createStaticMeViewModel(),
    settings: { logout: async () => (await core).settings.logout() },
    general: createLocalGeneralSettings(),
    login: deferSignInViewModel(core.then((loaded) => loaded.signIn)),
    maintenance: { view$: new BehaviorSubject<MaintenanceView>({ locked: false }), check: async () => (await core).maintenance.check() },
    welcomeGift: { gift$: new BehaviorSubject<WelcomeGift | null>(null), dismiss: () => undefined },
    loginPrompt: createLoginPromptStore(),
    // A sign-in chosen before the core arrived finishes after it, in a closure made before:
    // this asks the core's navigation at call time.
    navigation: {
      get isNativeShell() {
        return loadedCore?.navigation.isNativeShell ?? BROWSER_NAVIGATION.isNativeShell;
      },
      openInShell: (path) => loadedCore?.navigation.openInShell(path),
    },
    thirdPartyReturn,
    statusBar: BROWSER_STATUS_BAR,
    version: CLIENT_VERSION,
    calls: null,
    wallet: null,
    messaging: null,
    payments: null,
    chatMedia: null,
    moderation: null,
  };

  const reactRoot = createRoot(root);
  const render = (services: AppServices) =>
    reactRoot.render(
      <StrictMode>
        <App services={services} i18n={i18n} />
      </StrictMode>,
    );
  render(firstPaint);
  // Once the first screen is drawn and the main thread is idle (or at the latest after CORE_IDLE_WAIT_MS).
  if ('requestIdleCallback' in window) requestIdleCallback(openGate, { timeout: CORE_IDLE_WAIT_MS });
  else setTimeout(openGate, 0);

  core.then(
    (loaded) =>
      render({
        ...firstPaint,
        session: loaded.session,
        me: loaded.me,
        settings: loaded.settings,
        maintenance: loaded.maintenance,
        welcomeGift: loaded.welcomeGift,
        loginPrompt: loaded.loginPrompt,
        navigation: loaded.navigation,
        calls: loaded.calls,
        wallet: loaded.wallet,
        messaging: loaded.messaging,
        payments: loaded.payments,
        chatMedia: loaded.chatMedia,
        moderation: loaded.moderation,
      }),
    () => {
      // The chunk did not arrive (offline at first visit): say so; the sign-in page stays usable and fails clearly.
      boot.toast.show({ key: 'shell.offline' });
      render({ ...firstPaint, session: createBootSessionViewModel(false) });
    },
  );
}

void start();
