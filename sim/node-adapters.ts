import { NEVER, type BehaviorSubject } from 'rxjs';
import { cryptoJsSessionCrypto } from '../src/adapters/crypto/crypto-js-session-crypto.js';
import { cryptoJsCodec } from '../src/adapters/http/crypto-js-codec.js';
import { SignedHttpClient } from '../src/adapters/http/signed-http-client.js';
import type { MqttConnect } from '../src/adapters/realtime/mqtt-connect.js';
import { MqttRealtime } from '../src/adapters/realtime/mqtt-realtime.js';
import { FetchUpload } from '../src/adapters/upload/fetch-upload.js';
import { InMemoryGameWindow } from '../src/adapters/games/in-memory-game-window.js';
import { BOOT, type BootServices } from '../src/application/boot-services.js';
import type { HttpPort } from '../src/application/ports/http.port.js';
import { CLOCK, GAME_WINDOW, PAGE, REALTIME, SESSION_CRYPTO, SIGNED_HTTP, STORAGE, UPLOAD, VISIBLE } from '../src/application/ports/port-tokens.js';
import type { StoragePort } from '../src/application/ports/storage.port.js';
import { CALLBACKS, SESSION_EVENTS } from '../src/application/request-layer/request-layer.tokens.js';
import { DEVICE_CHECK } from '../src/application/session/session.tokens.js';
import { featureModule, type FeatureModule } from '../src/application/wiring/feature-module.js';

export interface NodeAdapterOptions {
  /** The server's origin, e.g. http://127.0.0.1:8080. */
  readonly baseUrl: string;
  /** The User-Agent every request sends (the server keeps it for support). */
  readonly userAgent: string;
  readonly boot: BootServices;
  readonly storage: StoragePort;
  readonly now: () => number;
  /** Whether the install is in front; a scenario moves it. */
  readonly visible$: BehaviorSubject<boolean>;
  /** Wraps each signed client (the simulator times every request). */
  readonly wrapHttp?: (http: HttpPort) => HttpPort;
  /** How to open one broker connection (mqtt.js over ws unless given). */
  readonly connect?: MqttConnect;
  /** The session asked the page to leave for a third-party sign-in; Node has no page to leave. */
  readonly redirect: (url: string) => void;
}

/**
 * The Node set of adapters for the port tokens (the feature modules bind the rest): the
 * same signed client, codec and mqtt.js as the browser, over a Node fetch, a given storage
 * and a simulated visibility. Media, the card library, the voice recorder and the native
 * bridge have no Node adapter: a feature that needs them is not asked for in Node.
 */
export function nodeAdapters(options: NodeAdapterOptions): FeatureModule {
  const origin = new URL(options.baseUrl);
  const wrap = options.wrapHttp ?? ((http: HttpPort) => http);
  return featureModule((bind) => {
    bind.constant(BOOT, options.boot);
    bind.constant(CLOCK, options.now);
    bind.constant(STORAGE, options.storage);
    bind.constant(SESSION_CRYPTO, cryptoJsSessionCrypto);
    bind.constant(VISIBLE, options.visible$);
    bind.constant(PAGE, { origin: origin.origin, protocol: origin.protocol, host: origin.host, hash: () => '', hashChanges$: NEVER, assign: options.redirect, reload: () => undefined });
    bind.singleton(SIGNED_HTTP, (services) => (credentials) =>
      wrap(
        new SignedHttpClient({
          baseUrl: origin.origin,
          codec: cryptoJsCodec,
          credentials,
          userAgent: () => options.userAgent,
          sessionEvents: services.get(SESSION_EVENTS),
          callbacks: services.get(CALLBACKS),
          now: options.now,
        }),
      ),
    );
    bind.singleton(
      REALTIME,
      (services) =>
        new MqttRealtime({ isVisible: () => options.visible$.getValue(), now: options.now, checkDevice: services.get(DEVICE_CHECK), connect: options.connect }),
    );
    bind.singleton(UPLOAD, () => new FetchUpload({ baseUrl: origin.origin }));
    // Simulated users have no frames: games answer nothing here.
    bind.singleton(GAME_WINDOW, () => new InMemoryGameWindow());
  });
}
