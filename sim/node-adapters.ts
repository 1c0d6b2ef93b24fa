import { NEVER, type BehaviorSubject } from 'rxjs';
import { cryptoJsSessionCrypto } from '../src/adapters/crypto/crypto-js-session-crypto.js';
import { SignedHttpClient } from '../src/adapters/http/signed-http-client.js';
import type { MqttConnect } from '../src/adapters/realtime/mqtt-connect.js';
import { MqttRealtime } from '../src/adapters/realtime/mqtt-realtime.js';
import { FetchUpload } from '../src/adapters/upload/fetch-upload.js';
import { InMemoryGameWindow } from '../src/adapters/games/in-memory-game-window.js';
import { WebNativeBridge } from '../src/adapters/native/web-native-bridge.js';
import { BROWSER_TIMERS } from '../src/adapters/payments/checkout-timers.js';
import { WebCheckoutLibrary } from '../src/adapters/payments/web-checkout-library.js';
import { WALLET_ERROR } from '../src/adapters/payments/wallet-sdk.js';
import { BOOT, type BootServices } from '../src/application/boot-services.js';
import type { HttpPort } from '../src/application/ports/http.port.js';
import {
  CARD_CHECKOUT, CLOCK, GAME_WINDOW, IMAGE_COMPRESSION, LIVE_MEDIA, MEDIA, NATIVE_BRIDGE, PAGE, REALTIME, SESSION_CRYPTO, SIGNED_HTTP, STORAGE, UPLOAD, VISIBLE, VOICE_RECORDER,
} from '../src/application/ports/port-tokens.js';
import type { StoragePort } from '../src/application/ports/storage.port.js';
import { CALLBACKS, SESSION_EVENTS } from '../src/application/request-layer/request-layer.tokens.js';
import { DEVICE_CHECK } from '../src/application/session/session.tokens.js';
import { featureModule, type FeatureModule } from '../src/application/wiring/feature-module.js';
import { headlessCheckoutPage } from './adapters/headless-checkout-page.js';
import { noImageCompression, noVoiceRecorder } from './adapters/no-device.js';
import { noLiveVideo, signallingOnlyMedia } from './adapters/signalling-media.js';
import { nodeCodec } from '../server/codec/node-codec.js';

/** Bytes of a generated device id (as the browser's root makes one). */
const DEVICE_ID_BYTES = 16;
/** What the card provider's 3-D Secure data collection asks of a browser: a phone's screen, no Java. */
const NODE_BROWSER_FIELDS = { java_enabled: false, color_depth: 24, screen_height: 844, screen_width: 390, timezone_offset: 0, user_agent: 'node', language: 'en' };

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
  /** The signed client's fetch (Node's unless given; the simulator's faults replace it). */
  readonly fetch?: typeof fetch;
  /** How to open one broker connection (mqtt.js over ws unless given). */
  readonly connect?: MqttConnect;
  /** The session asked the page to leave for a third-party sign-in; Node has no page to leave. */
  readonly redirect: (url: string) => void;
}

/**
 * The Node set of adapters for the port tokens (the feature modules bind the rest): the
 * same signed client and mqtt.js as the browser, over a Node fetch, a given storage
 * and a simulated visibility; the wire codec on node:crypto (server/codec/node-codec.ts: the
 * same contract and test vectors as the browser's crypto-js one, which was ~10 % of the
 * simulator's CPU — a thousand simulated apps share two cores, a browser has one app); the browser's card library over Node's fetch with a page that
 * has no frames (a card that needs a 3-D Secure challenge fails there); calls negotiate
 * through the server's relay without a camera, lives go on without a picture, and there is
 * no microphone nor canvas (voice notes and pictures answer "unsupported").
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
          codec: nodeCodec,
          credentials,
          userAgent: () => options.userAgent,
          sessionEvents: services.get(SESSION_EVENTS),
          callbacks: services.get(CALLBACKS),
          now: options.now,
          fetch: options.fetch,
        }),
      ),
    );
    bind.singleton(
      REALTIME,
      (services) =>
        new MqttRealtime({ isVisible: () => options.visible$.getValue(), now: options.now, checkDevice: services.get(DEVICE_CHECK), connect: options.connect }),
    );
    bind.singleton(UPLOAD, () => new FetchUpload({ baseUrl: origin.origin }));
    bind.singleton(NATIVE_BRIDGE, (services) => new WebNativeBridge(options.storage, { hash: '' }, () => services.get(SESSION_CRYPTO).randomHex(DEVICE_ID_BYTES)));
    bind.constant(MEDIA, signallingOnlyMedia);
    bind.constant(LIVE_MEDIA, noLiveVideo);
    bind.constant(IMAGE_COMPRESSION, noImageCompression);
    bind.singleton(VOICE_RECORDER, () => noVoiceRecorder);
    bind.singleton(
      CARD_CHECKOUT,
      () =>
        new WebCheckoutLibrary({
          page: headlessCheckoutPage,
          timers: BROWSER_TIMERS,
          fetch: (url, init) => fetch(url, init),
          wallets: { googlePay: () => Promise.reject(new Error(WALLET_ERROR.googleScript)), applePaySession: () => null, applePayAvailable: () => false },
          origin: origin.origin,
          now: options.now,
          browserFields: () => NODE_BROWSER_FIELDS,
        }),
    );
    // Simulated users have no frames: games answer nothing here.
    bind.singleton(GAME_WINDOW, () => new InMemoryGameWindow());
  });
}
