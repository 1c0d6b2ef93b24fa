/**
 * The Node composition root (DESIGN.md: "the Node set lives in the simulator's root"):
 * one simulated app install per call, wired from the same application core as the
 * browser's root (src/composition/browser-container.ts) with Node-friendly adapters.
 *
 * No inversify here: the use cases and stores are plain functions (house style 8), and a
 * simulated user is built hundreds of times per run, so plain calls in dependency order say
 * the same as the browser's bindings with less machinery and no per-user container.
 */
import { BehaviorSubject, Subscription, asyncScheduler, distinctUntilChanged, filter, type Observable } from 'rxjs';
import { cryptoJsSessionCrypto } from '../src/adapters/crypto/crypto-js-session-crypto.js';
import { cryptoJsCodec } from '../src/adapters/http/crypto-js-codec.js';
import { SignedHttpClient, type SessionCredentials } from '../src/adapters/http/signed-http-client.js';
import { connectWithMqttJs, type MqttClientLike } from '../src/adapters/realtime/mqtt-connect.js';
import { MqttRealtime } from '../src/adapters/realtime/mqtt-realtime.js';
import { AesLocalStorage } from '../src/adapters/storage/aes-local-storage.js';
import { MemoryWebStorage } from '../src/adapters/storage/memory-web-storage.js';
import { createCallbackDispatcher } from '../src/application/callbacks/dispatch-callbacks.js';
import { createForegroundLifecycle } from '../src/application/lifecycle/foreground-lifecycle.js';
import { createGapFillSync, type GapFillSync } from '../src/application/lifecycle/gap-fill-sync.js';
import { createMaintenanceStore } from '../src/application/lifecycle/maintenance-store.js';
import { createRealtimeCredentials } from '../src/application/lifecycle/realtime-credentials.js';
import { watchMaintenance } from '../src/application/lifecycle/watch-maintenance.js';
import type { HttpPort } from '../src/application/ports/http.port.js';
import type { StoragePort } from '../src/application/ports/storage.port.js';
import type { RealtimeConnectionState } from '../src/application/ports/realtime.port.js';
import { createSessionEvents } from '../src/application/session-events.js';
import { persistentDeviceId, type DeviceInfo } from '../src/application/session/device-info.js';
import { createSessionServices, type SessionServices } from '../src/application/session/session-services.js';
import { createSessionStore, type SessionStore } from '../src/application/session/session-store.js';
import { createTokenRotationGate } from '../src/application/session/token-rotation-gate.js';
import { createAppSession, type AppSession } from '../src/application/session/app-session.js';
import { checkDevice } from '../src/application/session/check-device.js';
import { createConfirmStore } from '../src/application/notices/confirm-store.js';
import type { LiveState } from '../src/application/live-state.js';
import { createLoginPromptStore } from '../src/application/notices/login-prompt-store.js';
import { createShellStore } from '../src/application/navigation/shell-store.js';
import { createToastStore } from '../src/application/notices/toast-store.js';
import { APP_VERSION, CLIENT_VERSION } from '../src/domain/constants.js';
import { REALTIME_CONNECTION_STATE } from '../src/domain/session/index.js';
import { measuredHttp } from './measured-http.js';
import type { SimMetrics } from './metrics.js';

/** What /login/handle records as the platform of a simulated install (free text, kept for support). */
const SIM_PLATFORM = 'sim';
/** A browser's localStorage quota (5 MB), so the encrypted storage behaves as it does on a phone. */
const SIM_STORAGE_QUOTA_BYTES = 5 * 1024 * 1024;
/** How long close() waits for the broker to take the goodbye before it lets the socket go. */
const CLOSE_WAIT_MS = 2_000;

export interface SimUserOptions {
  /** The server's origin, e.g. http://127.0.0.1:8080. */
  readonly baseUrl: string;
  readonly metrics: SimMetrics;
  /** Whether the core's token-rotation gate wraps the authenticated client (off: refreshes are still single-flight, calls in flight are not waited for). */
  readonly rotationGate: boolean;
  readonly now?: () => number;
}

/** One simulated install: the app core as the views would drive it, plus the handles a scenario needs. */
export interface SimUser {
  readonly device: DeviceInfo;
  readonly store: SessionStore;
  /** The login sheet's commands (signInQuick is what the "quick" button does). */
  readonly login: SessionServices['login'];
  /** The signed-in life: init, realtime, foreground follower. */
  readonly session: AppSession;
  readonly realtimeState$: LiveState<RealtimeConnectionState>;
  /** Moves the app to the background (false) or back to the front (true), as the page's visibility does. */
  setForeground(visible: boolean): void;
  /** Fault: drops the realtime socket without an MQTT goodbye, as a lost network does. False when there is none. */
  cutRealtime(): boolean;
  /** Stops everything this install runs; the account stays signed in on the server. */
  close(): Promise<void>;
}

export function createSimUser(options: SimUserOptions): SimUser {
  const { metrics } = options;
  const now = options.now ?? (() => Date.now());
  const origin = new URL(options.baseUrl);

  // Ports: the same encrypted storage and codec as the browser, over an in-memory localStorage.
  const storage = new AesLocalStorage(new MemoryWebStorage(SIM_STORAGE_QUOTA_BYTES));
  const crypto = cryptoJsSessionCrypto;
  const device: DeviceInfo = { device_id: persistentDeviceId(storage, crypto), platform: SIM_PLATFORM, app_version: APP_VERSION };
  const visible$ = new BehaviorSubject<boolean>(true);

  // Request layer: one signed client reading the session's credentials, timed, watched for maintenance.
  const sessionEvents = createSessionEvents();
  const callbacks = createCallbackDispatcher();
  const store = createSessionStore(storage);
  const signedClient = (credentials: () => SessionCredentials | null): HttpPort =>
    measuredHttp(
      new SignedHttpClient({
        baseUrl: origin.origin,
        codec: cryptoJsCodec,
        credentials,
        userAgent: () => `Glint/${CLIENT_VERSION} (${SIM_PLATFORM}; node ${process.version})`,
        sessionEvents,
        callbacks,
        now,
      }),
      metrics,
    );
  const rotationGate = createTokenRotationGate();
  const authenticated = signedClient(() => store.credentials());
  const rawHttp = options.rotationGate ? rotationGate.authenticated(authenticated) : authenticated;
  const maintenance = createMaintenanceStore({ http: rawHttp, scheduler: asyncScheduler, appShown$: visible$.pipe(filter(Boolean)) });
  const http = watchMaintenance(rawHttp, (data) => maintenance.report(data));
  const anonymousHttp = watchMaintenance(signedClient(() => null), (data) => maintenance.report(data));

  // Realtime: mqtt.js over ws from Node, the latest socket kept so a scenario can cut it.
  let socket: MqttClientLike | undefined;
  const realtime = new MqttRealtime({
    isVisible: () => visible$.getValue(),
    now,
    checkDevice: () => checkDevice({ http, store, deviceId: device.device_id }),
    connect: async (credentials) => (socket = await connectWithMqttJs(credentials)),
  });
  const realtimeState$ = new BehaviorSubject<RealtimeConnectionState>(REALTIME_CONNECTION_STATE.notStarted);
  const realtimeCredentials = createRealtimeCredentials({ http, page: { protocol: origin.protocol, host: origin.host } });

  const services = createSessionServices({
    http,
    anonymousHttp,
    store,
    crypto,
    device,
    storage,
    now,
    sessionEvents,
    redirect: (url) => metrics.countError('SIM.UNEXPECTED_REDIRECT', url),
    onLoggedOut: () => undefined,
    rotationGate,
  });
  const confirm = createConfirmStore();
  const session = createAppSession({
    store,
    initSession: () => services.start(),
    logout: () => services.settings.logout(),
    events: sessionEvents,
    callbacks,
    realtime,
    shell: createShellStore(),
    confirm,
    toast: createToastStore(),
    loginPrompt: createLoginPromptStore(),
    createForeground: () => createForegroundLifecycle({ http, visible$, deviceId: device.device_id }),
    resumed$: maintenance.resumed$,
    realtimeCredentials,
    // Result code 97 is already counted as API.RELOAD; a simulated install has nothing to reload.
    reload: () => undefined,
  });

  const subscriptions = new Subscription();
  subscriptions.add(realtime.state$.subscribe((state) => realtimeState$.next(state)));
  subscriptions.add(realtime.reconnected$.subscribe(() => metrics.countReconnect()));
  // A simulated person taps "got it" on every notice (ban, stop-taking, alert), so the dialog queue never blocks.
  subscriptions.add(confirm.current$.subscribe((request) => request !== null && queueMicrotask(() => confirm.answer(request.id, true))));
  const gapFill = followGapFill({ http, storage, store, connected$: realtime.state$.pipe(filter((state) => state === REALTIME_CONNECTION_STATE.connected)) });

  return {
    device,
    store,
    login: services.login,
    session,
    realtimeState$,
    setForeground: (visible) => visible$.next(visible),
    cutRealtime() {
      if (realtimeState$.getValue() !== REALTIME_CONNECTION_STATE.connected || socket === undefined) return false;
      return cutSocket(socket);
    },
    async close() {
      gapFill.unsubscribe();
      await Promise.race([realtime.stop(), new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
      session.dispose();
      maintenance.dispose();
      services.events.unsubscribe();
      subscriptions.unsubscribe();
    },
  };
}

/**
 * The /msg/sync gap fill of the signed-in user, run on every connect of the channel.
 * Not only on the adapter's `reconnected$`: the app session closes the channel in the
 * background and opens a new one in front, which the adapter counts as a first connect,
 * yet messages of the time in between reach the device only through the sync.
 */
function followGapFill(deps: {
  readonly http: HttpPort;
  readonly storage: StoragePort;
  readonly store: SessionStore;
  readonly connected$: Observable<unknown>;
}): Subscription {
  let current: GapFillSync | null = null;
  const subscription = deps.store.uid$.pipe(distinctUntilChanged()).subscribe((uid) => {
    current?.dispose();
    current = uid === null ? null : createGapFillSync({ http: deps.http, storage: deps.storage, uid, reconnected$: deps.connected$ });
  });
  subscription.add(() => current?.dispose());
  return subscription;
}

/** mqtt.js keeps the WebSocket duplex in `stream`; destroying it ends the TCP connection with no DISCONNECT packet. */
function cutSocket(client: MqttClientLike): boolean {
  const stream = (client as MqttClientLike & { readonly stream?: { destroy(): void } }).stream;
  if (stream === undefined) return false;
  stream.destroy();
  return true;
}
