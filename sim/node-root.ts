/**
 * The Node composition root (DESIGN.md: "the Node set lives in the simulator's root"):
 * one simulated app install per call, the same feature modules as the browser's root
 * (src/application/feature-modules.ts) with the Node adapters (node-adapters.ts), one
 * container per install.
 */
import { BehaviorSubject, Subscription } from 'rxjs';
import { createInMemoryPreferences } from '../src/adapters/i18n/in-memory-preferences.js';
import type { MqttClientLike } from '../src/adapters/realtime/mqtt-connect.js';
import { connectWithMqttJs } from '../src/adapters/realtime/mqtt-connect.js';
import { AesLocalStorage } from '../src/adapters/storage/aes-local-storage.js';
import { MemoryWebStorage } from '../src/adapters/storage/memory-web-storage.js';
import { createBootServices } from '../src/application/boot-services.js';
import { FEATURE_MODULES } from '../src/application/feature-modules.js';
import { SOURCE_LANGUAGE } from '../src/application/i18n/languages.js';
import { MAINTENANCE } from '../src/application/lifecycle/lifecycle.tokens.js';
import { MESSAGING } from '../src/application/messages/messages.tokens.js';
import { DEVICE_INFO, REALTIME, SESSION_CRYPTO, SIGNED_HTTP } from '../src/application/ports/port-tokens.js';
import type { RealtimeConnectionState } from '../src/application/ports/realtime.port.js';
import { RAW_HTTP } from '../src/application/request-layer/request-layer.tokens.js';
import { persistentDeviceId, type DeviceInfo } from '../src/application/session/device-info.js';
import type { SessionServices } from '../src/application/session/session-services.js';
import type { SessionStore } from '../src/application/session/session-store.js';
import { APP_SESSION, SESSION_SERVICES, SESSION_STORE } from '../src/application/session/session.tokens.js';
import type { AppSession } from '../src/application/session/app-session.js';
import type { LiveState } from '../src/application/live-state.js';
import { createAppContainer, featureModule } from '../src/application/wiring/feature-module.js';
import type { ServiceLookup } from '../src/application/wiring/token.js';
import { APP_VERSION, CLIENT_VERSION } from '../src/domain/constants.js';
import { REALTIME_CONNECTION_STATE } from '../src/domain/session/index.js';
import { measuredHttp } from './measured-http.js';
import type { SimMetrics } from './metrics.js';
import { nodeAdapters } from './node-adapters.js';

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
  /** The signed client's fetch (Node's unless given): the run's fault --lose-replies. */
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
}

/** One simulated install: the app core as the views would drive it, plus the handles a scenario needs. */
export interface SimUser {
  readonly device: DeviceInfo;
  /** The install's container: the feature services the views would ask for (useService(TOKEN)). */
  readonly services: ServiceLookup;
  /** The signed-in account, null before sign-in. */
  uid(): number | null;
  readonly store: SessionStore;
  /** The login sheet's commands (signInQuick is what the "quick" button does). */
  readonly login: SessionServices['login'];
  /** The signed-in life: init, realtime, foreground follower. */
  readonly session: AppSession;
  readonly realtimeState$: LiveState<RealtimeConnectionState>;
  /** Moves the app to the background (false) or back to the front (true), as the page's visibility does. */
  setForeground(visible: boolean): void;
  /** Whether the app is in front now. */
  isForeground(): boolean;
  /** Fault: drops the realtime socket without an MQTT goodbye, as a lost network does. False when there is none. */
  cutRealtime(): boolean;
  /** Stops everything this install runs; the account stays signed in on the server. */
  close(): Promise<void>;
}

export function createSimUser(options: SimUserOptions): SimUser {
  const { metrics } = options;
  const visible$ = new BehaviorSubject<boolean>(true);
  // The latest socket, kept so a scenario can cut it.
  let socket: MqttClientLike | undefined;
  // The same encrypted storage and codec as the browser, over an in-memory localStorage.
  const storage = new AesLocalStorage(new MemoryWebStorage(SIM_STORAGE_QUOTA_BYTES));
  const boot = createBootServices(createInMemoryPreferences(), [SOURCE_LANGUAGE]);
  const core = createAppContainer(
    ...FEATURE_MODULES,
    nodeAdapters({
      baseUrl: options.baseUrl,
      userAgent: `Glint/${CLIENT_VERSION} (${SIM_PLATFORM}; node ${process.version})`,
      boot,
      storage,
      now: options.now ?? (() => Date.now()),
      visible$,
      wrapHttp: (http) => measuredHttp(http, metrics),
      fetch: options.fetch,
      connect: async (credentials) => (socket = await connectWithMqttJs(credentials)),
      redirect: (url) => metrics.countError('SIM.UNEXPECTED_REDIRECT', url),
    }),
  );
  // Off: refreshes are still single-flight, but requests in flight are not waited for.
  if (!options.rotationGate) core.load(featureModule((bind) => bind.replace(RAW_HTTP, (services) => services.get(SIGNED_HTTP)(() => services.get(SESSION_STORE).credentials()))));
  const device: DeviceInfo = { device_id: persistentDeviceId(storage, core.get(SESSION_CRYPTO)), platform: SIM_PLATFORM, app_version: APP_VERSION };
  core.load(featureModule((bind) => bind.constant(DEVICE_INFO, device)));

  const session = core.get(APP_SESSION);
  const services = core.get(SESSION_SERVICES);
  const realtime = core.get(REALTIME);
  const { confirm } = boot;
  const realtimeState$ = new BehaviorSubject<RealtimeConnectionState>(REALTIME_CONNECTION_STATE.notStarted);
  const subscriptions = new Subscription();
  subscriptions.add(realtime.state$.subscribe((state) => realtimeState$.next(state)));
  subscriptions.add(realtime.reconnected$.subscribe(() => metrics.countReconnect()));
  // A simulated person taps "got it" on every notice (ban, stop-taking, alert), so the dialog queue never blocks.
  subscriptions.add(confirm.current$.subscribe((request) => request !== null && queueMicrotask(() => confirm.answer(request.id, true))));
  // The signed-in user's messaging, as in the browser: its /msg/sync gap fill runs on every connect.
  const messaging = core.get(MESSAGING);

  const store = core.get(SESSION_STORE);
  return {
    device,
    services: core,
    uid: () => store.uid$.getValue(),
    store,
    login: services.login,
    session,
    realtimeState$,
    setForeground: (visible) => visible$.next(visible),
    isForeground: () => visible$.getValue(),
    cutRealtime() {
      if (realtimeState$.getValue() !== REALTIME_CONNECTION_STATE.connected || socket === undefined) return false;
      return cutSocket(socket);
    },
    async close() {
      messaging.dispose();
      await Promise.race([realtime.stop(), new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
      session.dispose();
      core.get(MAINTENANCE).dispose();
      services.events.unsubscribe();
      subscriptions.unsubscribe();
    },
  };
}

/** mqtt.js keeps the WebSocket duplex in `stream`; destroying it ends the TCP connection with no DISCONNECT packet. */
function cutSocket(client: MqttClientLike): boolean {
  const stream = (client as MqttClientLike & { readonly stream?: { destroy(): void } }).stream;
  if (stream === undefined) return false;
  stream.destroy();
  return true;
}
