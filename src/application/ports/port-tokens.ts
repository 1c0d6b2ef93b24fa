import type { Observable } from 'rxjs';
import type { DeviceInfo } from '../session/device-info';
import type { SessionCredentials } from '../session/session-store';
import { token } from '../wiring/token';
import type { AppInstallPort } from './app-install.port';
import type { CardCheckoutPort } from './card-checkout.port';
import type { GameWindowPort } from './game-window.port';
import type { HttpPort } from './http.port';
import type { ImageCompressionPort } from './image-compression.port';
import type { LiveMediaPort } from './live-media.port';
import type { MediaPort } from './media.port';
import type { NativeBridgePort } from './native-bridge.port';
import type { PagePort } from './page.port';
import type { RealtimePort } from './realtime.port';
import type { SessionCryptoPort } from './session-crypto.port';
import type { SignatureVerifierPort } from './signature-verifier.port';
import type { StoragePort } from './storage.port';
import type { UploadPort } from './upload.port';
import type { VoiceRecorderPort } from './voice-recorder.port';

/**
 * What every root binds to its own adapters (the browser's in src/composition, Node's in
 * sim/ and tests/support); the feature modules read them and nothing else of a root.
 */

/** The signed, encrypted request client, reading the credentials it sends at each request (null: none). */
export type SignedHttpFactory = (credentials: () => SessionCredentials | null) => HttpPort;

export const SIGNED_HTTP = token<SignedHttpFactory>('SignedHttpFactory');
export const STORAGE = token<StoragePort>('StoragePort');
export const SESSION_CRYPTO = token<SessionCryptoPort>('SessionCryptoPort');
export const NATIVE_BRIDGE = token<NativeBridgePort>('NativeBridgePort');
export const REALTIME = token<RealtimePort>('RealtimePort');
export const UPLOAD = token<UploadPort>('UploadPort');
export const IMAGE_COMPRESSION = token<ImageCompressionPort>('ImageCompressionPort');
export const MEDIA = token<MediaPort>('MediaPort');
export const LIVE_MEDIA = token<LiveMediaPort>('LiveMediaPort');
export const VOICE_RECORDER = token<VoiceRecorderPort>('VoiceRecorderPort');
export const CARD_CHECKOUT = token<CardCheckoutPort>('CardCheckoutPort');
export const PAGE = token<PagePort>('PagePort');
export const APP_INSTALL = token<AppInstallPort>('AppInstallPort');
export const GAME_WINDOW = token<GameWindowPort>('GameWindowPort');
export const SIGNATURE_VERIFIER = token<SignatureVerifierPort>('SignatureVerifierPort');
/** Epoch milliseconds. */
export const CLOCK = token<() => number>('Clock');
/** Whether the app is in front (the page's visibility, or a simulated one), replayed. */
export const VISIBLE = token<Observable<boolean>>('Visibility');
/** Bound once the device id is settled (the native shell may be asked first). */
export const DEVICE_INFO = token<DeviceInfo>('DeviceInfo');
