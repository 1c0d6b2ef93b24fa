import { Container } from 'inversify';
import { asyncScheduler, filter, fromEvent, map, startWith, Subject, type Observable } from 'rxjs';
import { cryptoJsSessionCrypto } from '../adapters/crypto/crypto-js-session-crypto';
import { cryptoJsCodec } from '../adapters/http/crypto-js-codec';
import { SignedHttpClient } from '../adapters/http/signed-http-client';
import { compressorjsImageCompression } from '../adapters/image/compressorjs-image-compression';
import { webRtcMedia } from '../adapters/media/webrtc-call';
import { createNativeBridge } from '../adapters/native/create-native-bridge';
import type { NativeHost } from '../adapters/native/native-protocol';
import { MqttRealtime } from '../adapters/realtime/mqtt-realtime';
import { AesLocalStorage } from '../adapters/storage/aes-local-storage';
import { MemoryWebStorage } from '../adapters/storage/memory-web-storage';
import type { WebStorage } from '../adapters/storage/web-storage';
import { FetchUpload } from '../adapters/upload/fetch-upload';
import { WebAudioVoiceRecorder } from '../adapters/voice/web-audio-voice-recorder';
import { createChatMediaServices } from '../application/messages/media/chat-media-services';
import { createWebCheckoutLibrary } from '../adapters/payments/create-web-checkout-library';
import { createCallServices } from '../application/calls/create-call-services';
import { createPaymentServices, type PaymentServices } from '../application/payments/create-payment-services';
import type { PayEvent } from '../application/contracts/msg/sync.contract';
import { payEventsOfSync } from '../application/payments/pay-events-of-sync';
import { createWalletServices, type WalletServices } from '../application/wallet/create-wallet-services';
import { followSessionMessaging } from '../application/messages/session-messaging';
import { createUserMessagingWithSync } from '../application/messages/user-messaging';
import { routePathOf } from '../application/wallet/offer-screens';
import { createModerationServices } from '../application/moderation/moderation-services';
import { createCallbackDispatcher, type CallbackDispatcher } from '../application/callbacks/dispatch-callbacks';
import { createForegroundLifecycle } from '../application/lifecycle/foreground-lifecycle';
import { createMaintenanceStore, type MaintenanceStore } from '../application/lifecycle/maintenance-store';
import { createRealtimeCredentials } from '../application/lifecycle/realtime-credentials';
import { watchMaintenance } from '../application/lifecycle/watch-maintenance';
import type { CodecPort } from '../application/ports/codec.port';
import type { HttpPort } from '../application/ports/http.port';
import type { ImageCompressionPort } from '../application/ports/image-compression.port';
import type { NativeBridgePort } from '../application/ports/native-bridge.port';
import type { RealtimePort } from '../application/ports/realtime.port';
import type { SessionCryptoPort } from '../application/ports/session-crypto.port';
import type { StoragePort } from '../application/ports/storage.port';
import type { UploadPort } from '../application/ports/upload.port';
import { createSessionEvents, type SessionEvents } from '../application/session-events';
import type { DeviceInfo } from '../application/session/device-info';
import { createSessionServices, type SessionServices } from '../application/session/session-services';
import { createSessionStore, type SessionStore } from '../application/session/session-store';
import { createTokenRotationGate } from '../application/session/token-rotation-gate';
import type { AppNavigation } from '../application/shell/app-navigation';
import { createAppSession, type AppSession } from '../application/shell/app-session';
import { checkDevice } from '../application/shell/check-device';
import { createLoginPromptStore, type LoginPromptStore } from '../application/shell/login-prompt-store';
import type { MeViewModel } from '../application/shell/me-view-model';
import { saveProfileExtras } from '../application/shell/save-profile-extras';
import { createSessionMeViewModel } from '../application/shell/session-me-view-model';
import { createSignInViewModel, type SignInViewModel } from '../application/shell/sign-in-view-model';
import { isThirdPartyConfigured } from '../application/shell/third-party-configured';
import { uploadAvatar } from '../application/shell/upload-avatar';
import { createWelcomeGiftStore, type WelcomeGiftStore } from '../application/shell/welcome-gift-store';
import { CARD_PAY_TYPE, CLIENT_VERSION } from '../domain/constants';
import { REALTIME_CONNECTION_STATE } from '../domain/session';
import type { BootServices } from './boot-services';
import type { CoreServices } from './core-services';
import { TOKENS } from './tokens';

/** Bytes of a generated device id (hex: 32 characters), the format persistentDeviceId keeps. */
const DEVICE_ID_BYTES = 16;

/** localStorage, or a memory stand-in where the browser refuses it (private modes). */
function browserWebStorage(): WebStorage {
  try {
    return window.localStorage;
  } catch {
    return new MemoryWebStorage();
  }
}

const isVisible = (): boolean => document.visibilityState === 'visible';

/**
 * The browser's bindings: every port to its adapter and every store and view model built
 * from them, all singletons. Use cases stay plain functions, bound with toDynamicValue.
 * `deviceInfo` is bound by the caller once the bridge has answered (it may ask the shell).
 */
export function createBrowserContainer(boot: BootServices): Container {
  const container = new Container();
  const bind = container.bind.bind(container);

  bind<BootServices>(TOKENS.boot).toConstantValue(boot);
  bind<() => number>(TOKENS.now).toConstantValue(() => Date.now());
  bind<WebStorage>(TOKENS.webStorage).toDynamicValue(browserWebStorage).inSingletonScope();
  bind<StoragePort>(TOKENS.storage)
    .toDynamicValue((ctx) => new AesLocalStorage(ctx.get<WebStorage>(TOKENS.webStorage)))
    .inSingletonScope();
  bind<SessionCryptoPort>(TOKENS.sessionCrypto).toConstantValue(cryptoJsSessionCrypto);
  bind<CodecPort>(TOKENS.codec).toConstantValue(cryptoJsCodec);
  bind<NativeBridgePort>(TOKENS.nativeBridge)
    .toDynamicValue((ctx) =>
      createNativeBridge(window as unknown as NativeHost, ctx.get<StoragePort>(TOKENS.storage), () => ctx.get<SessionCryptoPort>(TOKENS.sessionCrypto).randomHex(DEVICE_ID_BYTES)),
    )
    .inSingletonScope();
  bind<Observable<boolean>>(TOKENS.visible$)
    .toDynamicValue(() => fromEvent(document, 'visibilitychange').pipe(map(isVisible), startWith(isVisible())))
    .inSingletonScope();

  // Request layer: one signed client reading the session's credentials, watched for maintenance.
  bind<SessionEvents>(TOKENS.sessionEvents).toDynamicValue(createSessionEvents).inSingletonScope();
  bind<CallbackDispatcher>(TOKENS.callbacks).toDynamicValue(createCallbackDispatcher).inSingletonScope();
  bind<SessionStore>(TOKENS.sessionStore)
    .toDynamicValue((ctx) => createSessionStore(ctx.get<StoragePort>(TOKENS.storage)))
    .inSingletonScope();
  const signedClient = (ctx: { get<T>(token: symbol): T }, withCredentials: boolean) =>
    new SignedHttpClient({
      baseUrl: '',
      codec: ctx.get<CodecPort>(TOKENS.codec),
      credentials: withCredentials ? () => ctx.get<SessionStore>(TOKENS.sessionStore).credentials() : () => null,
      userAgent: () => `Glint/${CLIENT_VERSION} (web; ${navigator.userAgent})`,
      sessionEvents: ctx.get<SessionEvents>(TOKENS.sessionEvents),
      callbacks: ctx.get<CallbackDispatcher>(TOKENS.callbacks),
      now: ctx.get<() => number>(TOKENS.now),
    });
  // One container per app: every authenticated call and every token refresh share this gate.
  const rotationGate = createTokenRotationGate();
  bind<HttpPort>(TOKENS.rawHttp).toDynamicValue((ctx) => rotationGate.authenticated(signedClient(ctx, true))).inSingletonScope();
  bind<MaintenanceStore>(TOKENS.maintenance)
    .toDynamicValue((ctx) =>
      createMaintenanceStore({
        http: ctx.get<HttpPort>(TOKENS.rawHttp),
        scheduler: asyncScheduler,
        appShown$: ctx.get<Observable<boolean>>(TOKENS.visible$).pipe(filter(Boolean)),
      }),
    )
    .inSingletonScope();
  const watched = (ctx: { get<T>(token: symbol): T }, http: HttpPort) => watchMaintenance(http, (data) => ctx.get<MaintenanceStore>(TOKENS.maintenance).report(data));
  bind<HttpPort>(TOKENS.http)
    .toDynamicValue((ctx) => watched(ctx, ctx.get<HttpPort>(TOKENS.rawHttp)))
    .inSingletonScope();
  bind<HttpPort>(TOKENS.anonymousHttp)
    .toDynamicValue((ctx) => watched(ctx, signedClient(ctx, false)))
    .inSingletonScope();

  // Realtime (mqtt.js is imported by the adapter on first connect) and uploads.
  bind<RealtimePort>(TOKENS.realtime)
    .toDynamicValue(
      (ctx) =>
        new MqttRealtime({
          isVisible,
          now: ctx.get<() => number>(TOKENS.now),
          checkDevice: () =>
            checkDevice({
              http: ctx.get<HttpPort>(TOKENS.http),
              store: ctx.get<SessionStore>(TOKENS.sessionStore),
              deviceId: ctx.get<DeviceInfo>(TOKENS.deviceInfo).device_id,
            }),
        }),
    )
    .inSingletonScope();
  bind<ReturnType<typeof createRealtimeCredentials>>(TOKENS.realtimeCredentials)
    .toDynamicValue((ctx) => createRealtimeCredentials({ http: ctx.get<HttpPort>(TOKENS.http), page: { protocol: location.protocol, host: location.host } }))
    .inSingletonScope();
  bind<UploadPort>(TOKENS.upload).toDynamicValue(() => new FetchUpload({ baseUrl: '' })).inSingletonScope();
  bind<ImageCompressionPort>(TOKENS.imageCompression).toConstantValue(compressorjsImageCompression);

  // Session use cases, the app's session and the views' models.
  bind<SessionServices>(TOKENS.sessionServices)
    .toDynamicValue((ctx) =>
      createSessionServices({
        http: ctx.get<HttpPort>(TOKENS.http),
        anonymousHttp: ctx.get<HttpPort>(TOKENS.anonymousHttp),
        store: ctx.get<SessionStore>(TOKENS.sessionStore),
        crypto: ctx.get<SessionCryptoPort>(TOKENS.sessionCrypto),
        device: ctx.get<DeviceInfo>(TOKENS.deviceInfo),
        storage: ctx.get<StoragePort>(TOKENS.storage),
        now: ctx.get<() => number>(TOKENS.now),
        sessionEvents: ctx.get<SessionEvents>(TOKENS.sessionEvents),
        redirect: (url) => window.location.assign(url),
        // The views follow the session status to the login page.
        onLoggedOut: () => undefined,
        rotationGate,
      }),
    )
    .inSingletonScope();
  bind<LoginPromptStore>(TOKENS.loginPrompt).toDynamicValue(createLoginPromptStore).inSingletonScope();
  bind<AppSession>(TOKENS.appSession)
    .toDynamicValue((ctx) => {
      const boot = ctx.get<BootServices>(TOKENS.boot);
      const services = ctx.get<SessionServices>(TOKENS.sessionServices);
      const http = ctx.get<HttpPort>(TOKENS.http);
      const deviceId = ctx.get<DeviceInfo>(TOKENS.deviceInfo).device_id;
      const visible$ = ctx.get<Observable<boolean>>(TOKENS.visible$);
      return createAppSession({
        store: ctx.get<SessionStore>(TOKENS.sessionStore),
        initSession: () => services.start(),
        logout: () => services.settings.logout(),
        events: ctx.get<SessionEvents>(TOKENS.sessionEvents),
        callbacks: ctx.get<CallbackDispatcher>(TOKENS.callbacks),
        realtime: ctx.get<RealtimePort>(TOKENS.realtime),
        shell: boot.shell,
        confirm: boot.confirm,
        toast: boot.toast,
        loginPrompt: ctx.get<LoginPromptStore>(TOKENS.loginPrompt),
        createForeground: () => createForegroundLifecycle({ http, visible$, deviceId }),
        resumed$: ctx.get<MaintenanceStore>(TOKENS.maintenance).resumed$,
        realtimeCredentials: ctx.get<ReturnType<typeof createRealtimeCredentials>>(TOKENS.realtimeCredentials),
        reload: () => window.location.reload(),
      });
    })
    .inSingletonScope();
  bind<SignInViewModel>(TOKENS.signIn)
    .toDynamicValue((ctx) => {
      const http = ctx.get<HttpPort>(TOKENS.http);
      const session = ctx.get<AppSession>(TOKENS.appSession);
      const upload = { http, upload: ctx.get<UploadPort>(TOKENS.upload), images: ctx.get<ImageCompressionPort>(TOKENS.imageCompression) };
      return createSignInViewModel({
        login: ctx.get<SessionServices>(TOKENS.sessionServices).login,
        startSession: () => session.start(),
        thirdPartyConfigured: () => isThirdPartyConfigured({ http, isNativeShell: ctx.get<NativeBridgePort>(TOKENS.nativeBridge).isNativeShell }),
        uploadAvatar: (picked) => uploadAvatar(upload, picked),
        saveProfileExtras: (extras) => saveProfileExtras(http, extras),
        toast: ctx.get<BootServices>(TOKENS.boot).toast,
      });
    })
    .inSingletonScope();
  bind<MeViewModel>(TOKENS.me)
    .toDynamicValue((ctx) =>
      createSessionMeViewModel({
        store: ctx.get<SessionStore>(TOKENS.sessionStore),
        session: ctx.get<AppSession>(TOKENS.appSession),
        // The wallet's balance moves with claims and payments without reloading init.
        balance$: ctx.get<WalletServices>(TOKENS.wallet).balance.balance$,
      }),
    )
    .inSingletonScope();
  bind<WelcomeGiftStore>(TOKENS.welcomeGift)
    .toDynamicValue((ctx) =>
      createWelcomeGiftStore({ init$: ctx.get<AppSession>(TOKENS.appSession).init$, storage: ctx.get<StoragePort>(TOKENS.storage), now: ctx.get<() => number>(TOKENS.now) }),
    )
    .inSingletonScope();
  bind<AppNavigation>(TOKENS.navigation)
    .toDynamicValue((ctx) => {
      const bridge = ctx.get<NativeBridgePort>(TOKENS.nativeBridge);
      return { isNativeShell: bridge.isNativeShell, openInShell: (path) => bridge.navigate(path) };
    })
    .inSingletonScope();
  // The gap fill's pay_event_list, relayed from the signed-in user's messaging to the checkout (a missed type 34 push).
  const syncedPayEvents = new Subject<readonly PayEvent[]>();
  bind<PaymentServices>(TOKENS.payments)
    .toDynamicValue((ctx) =>
      createPaymentServices({
        http: ctx.get<HttpPort>(TOKENS.http),
        library: createWebCheckoutLibrary(window),
        messages$: ctx.get<RealtimePort>(TOKENS.realtime).messages$,
        syncedPayEvents$: syncedPayEvents,
        bridge: ctx.get<NativeBridgePort>(TOKENS.nativeBridge),
        storage: ctx.get<StoragePort>(TOKENS.storage),
        uid: () => ctx.get<SessionStore>(TOKENS.sessionStore).uid$.getValue(),
        scheduler: asyncScheduler,
        origin: location.origin,
        returnPath: (request) => `/#/pages/payment/pay-result?pay_type=${CARD_PAY_TYPE}&origin=${request.fromType}`,
      }),
    )
    .inSingletonScope();
  bind<WalletServices>(TOKENS.wallet)
    .toDynamicValue((ctx) => {
      const appSession = ctx.get<AppSession>(TOKENS.appSession);
      return createWalletServices({
        http: ctx.get<HttpPort>(TOKENS.http),
        storage: ctx.get<StoragePort>(TOKENS.storage),
        scheduler: asyncScheduler,
        init$: appSession.init$,
        recharge: ctx.get<BootServices>(TOKENS.boot).recharge,
        outcomes$: ctx.get<PaymentServices>(TOKENS.payments).outcomes$,
        realtimeMessages$: ctx.get<RealtimePort>(TOKENS.realtime).messages$,
        currentPath: () => routePathOf(window.location.hash),
        routeChanges$: fromEvent(window, 'hashchange'),
        visible$: ctx.get<Observable<boolean>>(TOKENS.visible$),
        refreshProfile: () => appSession.refresh(),
        instructions$: ctx.get<CallbackDispatcher>(TOKENS.callbacks).instructions$,
      });
    })
    .inSingletonScope();
  bind<CoreServices>(TOKENS.core)
    .toDynamicValue((ctx) => {
      const appSession = ctx.get<AppSession>(TOKENS.appSession);
      return {
        signIn: ctx.get<SignInViewModel>(TOKENS.signIn),
        session: { status$: appSession.status$, isTourist$: ctx.get<SessionStore>(TOKENS.sessionStore).isTourist$ },
        me: ctx.get<MeViewModel>(TOKENS.me),
        settings: { logout: () => appSession.logout() },
        maintenance: ctx.get<MaintenanceStore>(TOKENS.maintenance),
        welcomeGift: ctx.get<WelcomeGiftStore>(TOKENS.welcomeGift),
        loginPrompt: ctx.get<LoginPromptStore>(TOKENS.loginPrompt),
        navigation: ctx.get<AppNavigation>(TOKENS.navigation),
        appSession,
        payments: ctx.get<PaymentServices>(TOKENS.payments),
        wallet: ctx.get<WalletServices>(TOKENS.wallet),
        calls: createCallServices({
          http: ctx.get<HttpPort>(TOKENS.http),
          realtime: ctx.get<RealtimePort>(TOKENS.realtime),
          media: webRtcMedia,
          selfUid: () => ctx.get<SessionStore>(TOKENS.sessionStore).uid$.getValue(),
          // A match call's event carries no ICE servers: the caller uses the init config's.
          iceServers: () => appSession.init$.getValue()?.config.ice_servers ?? [],
          pricedUser: () => appSession.init$.getValue()?.user_info ?? null,
          now: ctx.get<() => number>(TOKENS.now),
          scheduler: asyncScheduler,
          freeCallReminder: {
            init$: appSession.init$,
            storage: ctx.get<StoragePort>(TOKENS.storage),
            utcOffsetMinutes: (at) => -new Date(at).getTimezoneOffset(),
          },
        }),
        moderation: createModerationServices(ctx.get<HttpPort>(TOKENS.http)),
        messaging: followSessionMessaging(ctx.get<SessionStore>(TOKENS.sessionStore).uid$, (uid) => {
          const realtime = ctx.get<RealtimePort>(TOKENS.realtime);
          const boot = ctx.get<BootServices>(TOKENS.boot);
          const store = ctx.get<SessionStore>(TOKENS.sessionStore);
          const user = createUserMessagingWithSync(
            {
              http: ctx.get<HttpPort>(TOKENS.http),
              upload: ctx.get<UploadPort>(TOKENS.upload),
              storage: ctx.get<StoragePort>(TOKENS.storage),
              realtime$: realtime.messages$,
              // Every connect, not only reconnects: the session closes the channel in the background.
              online$: realtime.state$.pipe(filter((state) => state === REALTIME_CONNECTION_STATE.connected)),
              signedIn: true,
              hasRecharged: () => (store.user$.getValue()?.recharge_money ?? 0) > 0,
              language: () => boot.language.language$.getValue(),
              now: ctx.get<() => number>(TOKENS.now),
              schedule: (task, ms) => {
                const timer = setTimeout(task, ms);
                return () => clearTimeout(timer);
              },
              newClientMsgId: () => ctx.get<SessionCryptoPort>(TOKENS.sessionCrypto).randomHex(DEVICE_ID_BYTES),
            },
            uid,
          );
          const relay = payEventsOfSync(user.account$).subscribe((list) => syncedPayEvents.next(list));
          return {
            ...user,
            dispose: () => {
              relay.unsubscribe();
              user.dispose();
            },
          };
        }),
        chatMedia: createChatMediaServices({
          http: ctx.get<HttpPort>(TOKENS.http),
          storage: ctx.get<StoragePort>(TOKENS.storage),
          images: ctx.get<ImageCompressionPort>(TOKENS.imageCompression),
          recorder: new WebAudioVoiceRecorder(),
          recharge: ctx.get<BootServices>(TOKENS.boot).recharge,
          confirm: ctx.get<BootServices>(TOKENS.boot).confirm,
          now: ctx.get<() => number>(TOKENS.now),
          announcedVersion: () => appSession.init$.getValue()?.config.config_version.gift ?? null,
          mediaOrigins: () => ({ page: window.location.origin, storage: appSession.init$.getValue()?.config.media_origin ?? '' }),
          newClientMsgId: () => ctx.get<SessionCryptoPort>(TOKENS.sessionCrypto).randomHex(DEVICE_ID_BYTES),
          isResting: () => ctx.get<SessionStore>(TOKENS.sessionStore).user$.getValue()?.is_rest === 1,
          restTurnedOff: () => {
            const store = ctx.get<SessionStore>(TOKENS.sessionStore);
            const user = store.user$.getValue();
            if (user !== null) store.updateUser({ ...user, is_rest: 0 });
          },
        }),
      };
    })
    .inSingletonScope();
  return container;
}
