import { BOOT } from '../boot-services';
import { createForegroundLifecycle } from '../lifecycle/foreground-lifecycle';
import { MAINTENANCE, REALTIME_CREDENTIALS } from '../lifecycle/lifecycle.tokens';
import { CLOCK, DEVICE_INFO, IMAGE_COMPRESSION, NATIVE_BRIDGE, PAGE, REALTIME, SESSION_CRYPTO, STORAGE, UPLOAD, VISIBLE } from '../ports/port-tokens';
import { ANONYMOUS_HTTP, CALLBACKS, HTTP, ROTATION_GATE, SESSION_EVENTS } from '../request-layer/request-layer.tokens';
import { nativeShellNavigation } from '../native-shell/app-navigation';
import { createAppSession } from './app-session';
import { checkDevice } from './check-device';
import { createLoginPromptStore } from '../notices/login-prompt-store';
import { saveProfileExtras } from '../profile/save-profile-extras';
import { createSessionMeViewModel } from '../profile/session-me-view-model';
import { createSignInViewModel } from '../sign-in/sign-in-view-model';
import { isThirdPartyConfigured } from '../sign-in/third-party-configured';
import { uploadAvatar } from '../profile/upload-avatar';
import { createWelcomeGiftStore } from '../popups/welcome-gift-store';
import { WALLET } from '../wallet/wallet.tokens';
import { featureModule } from '../wiring/feature-module';
import { createSessionServices } from './session-services';
import { createSessionStore } from './session-store';
import { APP_SESSION, DEVICE_CHECK, LOGIN_PROMPT, ME, NAVIGATION, SESSION_SERVICES, SESSION_STORE, SIGN_IN, WELCOME_GIFT } from './session.tokens';

/** The stored session, the sign-in use cases, the app's signed-in life and the views' models of them. */
export const sessionModule = featureModule((bind) => {
  bind.singleton(SESSION_STORE, (services) => createSessionStore(services.get(STORAGE)));
  bind.singleton(SESSION_SERVICES, (services) =>
    createSessionServices({
      http: services.get(HTTP),
      anonymousHttp: services.get(ANONYMOUS_HTTP),
      store: services.get(SESSION_STORE),
      crypto: services.get(SESSION_CRYPTO),
      device: services.get(DEVICE_INFO),
      storage: services.get(STORAGE),
      now: services.get(CLOCK),
      sessionEvents: services.get(SESSION_EVENTS),
      redirect: (url) => services.get(PAGE).assign(url),
      // The views follow the session status to the login page.
      onLoggedOut: () => undefined,
      rotationGate: services.get(ROTATION_GATE),
    }),
  );
  bind.singleton(DEVICE_CHECK, (services) => () =>
    checkDevice({ http: services.get(HTTP), store: services.get(SESSION_STORE), deviceId: services.get(DEVICE_INFO).device_id }),
  );
  bind.singleton(LOGIN_PROMPT, createLoginPromptStore);
  bind.singleton(APP_SESSION, (services) => {
    const boot = services.get(BOOT);
    const sessionServices = services.get(SESSION_SERVICES);
    const foreground = { http: services.get(HTTP), visible$: services.get(VISIBLE), deviceId: services.get(DEVICE_INFO).device_id };
    return createAppSession({
      store: services.get(SESSION_STORE),
      initSession: (rotateTokens) => sessionServices.start(rotateTokens),
      logout: () => sessionServices.settings.logout(),
      events: services.get(SESSION_EVENTS),
      callbacks: services.get(CALLBACKS),
      realtime: services.get(REALTIME),
      shell: boot.shell,
      confirm: boot.confirm,
      toast: boot.toast,
      loginPrompt: services.get(LOGIN_PROMPT),
      createForeground: () => createForegroundLifecycle(foreground),
      resumed$: services.get(MAINTENANCE).resumed$,
      realtimeCredentials: services.get(REALTIME_CREDENTIALS),
      reload: () => services.get(PAGE).reload(),
    });
  });
  bind.singleton(SIGN_IN, (services) => {
    const http = services.get(HTTP);
    const session = services.get(APP_SESSION);
    const upload = { http, upload: services.get(UPLOAD), images: services.get(IMAGE_COMPRESSION) };
    return createSignInViewModel({
      login: services.get(SESSION_SERVICES).login,
      startSession: () => session.start(),
      thirdPartyConfigured: () => isThirdPartyConfigured({ http, isNativeShell: services.get(NATIVE_BRIDGE).isNativeShell }),
      uploadAvatar: (picked) => uploadAvatar(upload, picked),
      saveProfileExtras: (extras) => saveProfileExtras(http, extras),
      toast: services.get(BOOT).toast,
    });
  });
  bind.singleton(ME, (services) =>
    createSessionMeViewModel({
      store: services.get(SESSION_STORE),
      session: services.get(APP_SESSION),
      // The wallet's balance moves with claims and payments without reloading init.
      balance$: services.get(WALLET).balance.balance$,
    }),
  );
  bind.singleton(WELCOME_GIFT, (services) =>
    createWelcomeGiftStore({ init$: services.get(APP_SESSION).init$, storage: services.get(STORAGE), now: services.get(CLOCK) }),
  );
  bind.singleton(NAVIGATION, (services) => nativeShellNavigation(services.get(NATIVE_BRIDGE)));
});
