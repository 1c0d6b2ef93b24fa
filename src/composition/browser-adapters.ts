import { fromEvent, map, startWith } from 'rxjs';
import { cryptoJsSessionCrypto } from '../adapters/crypto/crypto-js-session-crypto';
import { cryptoJsCodec } from '../adapters/http/crypto-js-codec';
import { SignedHttpClient } from '../adapters/http/signed-http-client';
import { compressorjsImageCompression } from '../adapters/image/compressorjs-image-compression';
import { appInstallEvents } from '../adapters/native/app-install-events';
import { createNativeBridge, isNativeShellHost } from '../adapters/native/create-native-bridge';
import type { NativeHost } from '../adapters/native/native-protocol';
import { MqttRealtime } from '../adapters/realtime/mqtt-realtime';
import { AesLocalStorage } from '../adapters/storage/aes-local-storage';
import { MemoryWebStorage } from '../adapters/storage/memory-web-storage';
import type { WebStorage } from '../adapters/storage/web-storage';
import { FetchUpload } from '../adapters/upload/fetch-upload';
import { BOOT, type BootServices } from '../application/boot-services';
import { APP_INSTALL, CLOCK, IMAGE_COMPRESSION, NATIVE_BRIDGE, PAGE, REALTIME, SESSION_CRYPTO, SIGNED_HTTP, STORAGE, UPLOAD, VISIBLE } from '../application/ports/port-tokens';
import { CALLBACKS, SESSION_EVENTS } from '../application/request-layer/request-layer.tokens';
import { DEVICE_CHECK } from '../application/session/session.tokens';
import { featureModule, type FeatureModule } from '../application/wiring/feature-module';
import { CLIENT_VERSION } from '../domain/constants';

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
 * The browser's adapters for the port tokens the first screen's features use (the feature
 * modules bind everything else): the first-paint stores `boot`, encrypted localStorage, the
 * signed fetch client, mqtt.js, uploads, the native bridge, the install events and the page itself. Singletons
 * like the rest. The other features' adapters arrive with them (browser-feature-adapters.ts).
 */
export function browserAdapters(boot: BootServices): FeatureModule {
  return featureModule((bind) => {
    bind.constant(BOOT, boot);
    bind.constant(CLOCK, () => Date.now());
    bind.singleton(STORAGE, () => new AesLocalStorage(browserWebStorage()));
    bind.constant(SESSION_CRYPTO, cryptoJsSessionCrypto);
    bind.singleton(NATIVE_BRIDGE, (services) =>
      createNativeBridge(window as unknown as NativeHost, services.get(STORAGE), () => services.get(SESSION_CRYPTO).randomHex(DEVICE_ID_BYTES)),
    );
    // Made now, not on first lookup: `appinstalled` fires once, maybe before anyone asks.
    bind.constant(APP_INSTALL, appInstallEvents(window, isNativeShellHost(window as unknown as NativeHost)));
    bind.singleton(VISIBLE, () => fromEvent(document, 'visibilitychange').pipe(map(isVisible), startWith(isVisible())));
    bind.singleton(PAGE, () => ({
      origin: location.origin,
      protocol: location.protocol,
      host: location.host,
      hash: () => window.location.hash,
      hashChanges$: fromEvent(window, 'hashchange'),
      assign: (url: string) => window.location.assign(url),
      reload: () => window.location.reload(),
    }));
    bind.singleton(SIGNED_HTTP, (services) => (credentials) =>
      new SignedHttpClient({
        baseUrl: '',
        codec: cryptoJsCodec,
        credentials,
        userAgent: () => `Glint/${CLIENT_VERSION} (web; ${navigator.userAgent})`,
        sessionEvents: services.get(SESSION_EVENTS),
        callbacks: services.get(CALLBACKS),
        now: services.get(CLOCK),
      }),
    );
    // mqtt.js is imported by the adapter on first connect.
    bind.singleton(REALTIME, (services) => new MqttRealtime({ isVisible, now: services.get(CLOCK), checkDevice: services.get(DEVICE_CHECK) }));
    bind.singleton(UPLOAD, () => new FetchUpload({ baseUrl: '' }));
    bind.constant(IMAGE_COMPRESSION, compressorjsImageCompression);
  });
}
