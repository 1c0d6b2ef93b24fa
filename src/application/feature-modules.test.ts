import { NEVER, of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { cryptoJsSessionCrypto } from '../adapters/crypto/crypto-js-session-crypto';
import { createInMemoryPreferences } from '../adapters/i18n/in-memory-preferences';
import { WebNativeBridge } from '../adapters/native/web-native-bridge';
import { InMemoryGameWindow } from '../adapters/games/in-memory-game-window';
import { InMemoryRealtime } from '../adapters/realtime/in-memory-realtime';
import { InMemoryStorage } from '../adapters/storage/in-memory-storage';
import { BOOT, createBootServices } from './boot-services';
import { CALLS } from './calls/calls.tokens';
import { FEATURE_MODULES } from './feature-modules';
import { MAINTENANCE } from './lifecycle/lifecycle.tokens';
import { CHAT_MEDIA, MESSAGING } from './messages/messages.tokens';
import { MODERATION } from './moderation/moderation.tokens';
import { PAYMENTS } from './payments/payments.tokens';
import type { CardCheckoutPort } from './ports/card-checkout.port';
import type { ImageCompressionPort } from './ports/image-compression.port';
import type { MediaPort } from './ports/media.port';
import {
  CARD_CHECKOUT,
  CLOCK,
  DEVICE_INFO,
  GAME_WINDOW,
  IMAGE_COMPRESSION,
  MEDIA,
  NATIVE_BRIDGE,
  PAGE,
  REALTIME,
  SESSION_CRYPTO,
  SIGNED_HTTP,
  STORAGE,
  UPLOAD,
  VISIBLE,
  VOICE_RECORDER,
} from './ports/port-tokens';
import type { UploadPort } from './ports/upload.port';
import type { VoiceRecorderPort } from './ports/voice-recorder.port';
import { ANONYMOUS_HTTP, HTTP } from './request-layer/request-layer.tokens';
import { createScriptedHttp, testDevice } from './session/session-test-kit';
import { APP_SESSION, LOGIN_PROMPT, ME, NAVIGATION, SESSION_SERVICES, SIGN_IN, WELCOME_GIFT } from './session/session.tokens';
import { WALLET } from './wallet/wallet.tokens';
import { GAMES } from './games/games.tokens';
import { createAppContainer, featureModule } from './wiring/feature-module';

/** A root with in-memory ports; the media, upload and card ports are never called while services are only built. */
function inMemoryRoot() {
  const storage = new InMemoryStorage();
  return featureModule((bind) => {
    bind.constant(BOOT, createBootServices(createInMemoryPreferences(), ['en']));
    bind.constant(CLOCK, () => 0);
    bind.constant(STORAGE, storage);
    bind.constant(SESSION_CRYPTO, cryptoJsSessionCrypto);
    bind.constant(NATIVE_BRIDGE, new WebNativeBridge(storage, { hash: '' }, () => 'device'));
    bind.constant(VISIBLE, of(true));
    bind.constant(PAGE, { origin: 'http://glint.test', protocol: 'http:', host: 'glint.test', hash: () => '', hashChanges$: NEVER, assign: () => undefined, reload: () => undefined });
    bind.constant(SIGNED_HTTP, () => createScriptedHttp().http);
    bind.constant(REALTIME, new InMemoryRealtime());
    bind.constant(UPLOAD, {} as UploadPort);
    bind.constant(IMAGE_COMPRESSION, {} as ImageCompressionPort);
    bind.constant(MEDIA, {} as MediaPort);
    bind.constant(VOICE_RECORDER, {} as VoiceRecorderPort);
    bind.constant(CARD_CHECKOUT, {} as CardCheckoutPort);
    bind.constant(DEVICE_INFO, testDevice);
    bind.constant(GAME_WINDOW, new InMemoryGameWindow());
  });
}

describe('FEATURE_MODULES', () => {
  it('builds every feature from the port tokens a root binds, and nothing else', () => {
    const core = createAppContainer(...FEATURE_MODULES, inMemoryRoot());
    const features = [HTTP, ANONYMOUS_HTTP, MAINTENANCE, SESSION_SERVICES, APP_SESSION, SIGN_IN, ME, WELCOME_GIFT, LOGIN_PROMPT, NAVIGATION, MESSAGING, CHAT_MEDIA, CALLS, WALLET, PAYMENTS, MODERATION, GAMES];
    for (const feature of features) expect(core.get<unknown>(feature), feature.description).toBeDefined();
  });

  it('gives every feature the same instance of a shared service', () => {
    const core = createAppContainer(...FEATURE_MODULES, inMemoryRoot());
    expect(core.get(APP_SESSION)).toBe(core.get(APP_SESSION));
    expect(core.get(WALLET)).toBe(core.get(WALLET));
  });
});
