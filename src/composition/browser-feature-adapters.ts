import { windowGameMessages } from '../adapters/games/window-game-messages';
import { webRtcMedia } from '../adapters/media/webrtc-call';
import { webRtcLiveMedia } from '../adapters/media/webrtc-live-media';
import { webCryptoSignatureVerifier } from '../adapters/crypto/webcrypto-signature-verifier';
import { createWebCheckoutLibrary } from '../adapters/payments/create-web-checkout-library';
import { WebAudioVoiceRecorder } from '../adapters/voice/web-audio-voice-recorder';
import { CARD_CHECKOUT, GAME_WINDOW, LIVE_MEDIA, MEDIA, SIGNATURE_VERIFIER, VOICE_RECORDER } from '../application/ports/port-tokens';
import { featureModule, type FeatureModule } from '../application/wiring/feature-module';

/** The browser's adapters for the ports only the later features use (calls, voice notes, card checkout, games): WebRTC, Web Audio, the card library, window messages. */
export function browserFeatureAdapters(): FeatureModule {
  return featureModule((bind) => {
    bind.constant(MEDIA, webRtcMedia);
    bind.constant(LIVE_MEDIA, webRtcLiveMedia);
    bind.constant(SIGNATURE_VERIFIER, webCryptoSignatureVerifier);
    bind.singleton(VOICE_RECORDER, () => new WebAudioVoiceRecorder());
    bind.singleton(CARD_CHECKOUT, () => createWebCheckoutLibrary(window));
    bind.singleton(GAME_WINDOW, () => windowGameMessages(window));
  });
}
