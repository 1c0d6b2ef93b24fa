import { NEVER } from 'rxjs';
import type { ImageCompressionPort } from '../../src/application/ports/image-compression.port.js';
import type { VoiceRecorderPort } from '../../src/application/ports/voice-recorder.port.js';

/** Node has no canvas: a picture cannot be recompressed, as on a browser without one (000 §8). */
export const noImageCompression: ImageCompressionPort = {
  compress: async () => ({ ok: false, error: { code: 'IMAGE.UNSUPPORTED', message: 'no canvas in the simulator' } }),
};

/** Node has no microphone: recording answers as a browser that cannot record. */
export const noVoiceRecorder: VoiceRecorderPort = {
  start: async () => ({ ok: false, error: { code: 'VOICE.UNSUPPORTED', message: 'no microphone in the simulator' } }),
  stop: async () => ({ ok: false, error: { code: 'VOICE.NOT_RECORDING', message: 'nothing is being recorded' } }),
  cancel: () => undefined,
  level$: NEVER,
};
