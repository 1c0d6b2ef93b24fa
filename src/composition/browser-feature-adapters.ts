import { webRtcMedia } from '../adapters/media/webrtc-call';
import { createWebCheckoutLibrary } from '../adapters/payments/create-web-checkout-library';
import { WebAudioVoiceRecorder } from '../adapters/voice/web-audio-voice-recorder';
import { CARD_CHECKOUT, MEDIA, VOICE_RECORDER } from '../application/ports/port-tokens';
import { featureModule, type FeatureModule } from '../application/wiring/feature-module';

/** The browser's adapters for the ports only the later features use (calls, voice notes, card checkout): WebRTC, Web Audio, the card library. */
export function browserFeatureAdapters(): FeatureModule {
  return featureModule((bind) => {
    bind.constant(MEDIA, webRtcMedia);
    bind.singleton(VOICE_RECORDER, () => new WebAudioVoiceRecorder());
    bind.singleton(CARD_CHECKOUT, () => createWebCheckoutLibrary(window));
  });
}
