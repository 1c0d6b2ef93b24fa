import { Subject } from 'rxjs';
import type { VoiceRecorderPort, VoiceStartOutcome, VoiceStopOutcome } from '../../application/ports/voice-recorder.port';
import { encodeMp3, loadLameEncoder, VOICE_SAMPLE_RATE_HZ } from './mp3-encode';
import { downmix, resample, toInt16 } from './resample';

export const VOICE_ANALYSIS_TIMEOUT_MS = 2_000;

/** Samples per ScriptProcessor callback (about 85 ms at 48 kHz): small enough for a live meter. */
const BUFFER_SIZE = 4096;

interface Capture {
  readonly stream: MediaStream;
  readonly context: AudioContext;
  readonly source: MediaStreamAudioSourceNode;
  readonly processor: ScriptProcessorNode;
  readonly chunks: Float32Array[];
}

const failure = (code: 'VOICE.MIC_UNAVAILABLE' | 'VOICE.UNSUPPORTED' | 'VOICE.NOT_RECORDING', error: unknown) => ({
  ok: false as const,
  error: { code, message: error instanceof Error ? error.message : String(error) },
});

/** True once the context runs, false when it has not within VOICE_ANALYSIS_TIMEOUT_MS. */
async function running(context: AudioContext): Promise<boolean> {
  if (context.state === 'running') return true;
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, VOICE_ANALYSIS_TIMEOUT_MS));
  await Promise.race([context.resume().catch(() => undefined), timeout]);
  return (context.state as AudioContextState) === 'running';
}

/**
 * VoiceRecorderPort over getUserMedia and Web Audio: the microphone's samples are kept as
 * they come (ScriptProcessor: one code path in every browser, no worklet file to ship),
 * mixed to mono, resampled to 16 kHz and encoded by lamejs when the recording stops.
 */
export class WebAudioVoiceRecorder implements VoiceRecorderPort {
  private readonly level = new Subject<number>();
  private capture: Capture | null = null;
  readonly level$ = this.level.asObservable();

  async start(): Promise<VoiceStartOutcome> {
    this.cancel();
    if (typeof navigator === 'undefined' || navigator.mediaDevices?.getUserMedia === undefined || typeof AudioContext === 'undefined') {
      return failure('VOICE.UNSUPPORTED', 'getUserMedia or AudioContext missing');
    }
    // Fetch the encoder while the person speaks, so stop() has it at hand.
    void loadLameEncoder().catch(() => undefined);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true } });
    } catch (error) {
      return failure('VOICE.MIC_UNAVAILABLE', error);
    }
    const context = new AudioContext();
    const source = context.createMediaStreamSource(stream);
    const processor = context.createScriptProcessor(BUFFER_SIZE, 1, 1);
    const chunks: Float32Array[] = [];
    processor.onaudioprocess = (event) => {
      const samples = event.inputBuffer.getChannelData(0);
      chunks.push(new Float32Array(samples));
      let peak = 0;
      for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
      this.level.next(Math.min(1, peak));
    };
    source.connect(processor);
    // A ScriptProcessor only runs while connected to the output; it writes silence there.
    processor.connect(context.destination);
    const capture: Capture = { stream, context, source, processor, chunks };
    // 001 §5: audio analysis that does not come up within 2 s gives up.
    if (!(await running(context))) {
      this.release(capture);
      return failure('VOICE.UNSUPPORTED', `audio did not start within ${VOICE_ANALYSIS_TIMEOUT_MS} ms`);
    }
    this.capture = capture;
    return { ok: true };
  }

  async stop(): Promise<VoiceStopOutcome> {
    const capture = this.capture;
    if (capture === null) return failure('VOICE.NOT_RECORDING', 'no recording in progress');
    this.release(capture);
    try {
      const length = capture.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      const joined = new Float32Array(length);
      let offset = 0;
      for (const chunk of capture.chunks) {
        joined.set(chunk, offset);
        offset += chunk.length;
      }
      const samples = toInt16(resample(downmix([joined]), capture.context.sampleRate, VOICE_SAMPLE_RATE_HZ));
      const bytes = encodeMp3(samples, await loadLameEncoder());
      return { ok: true, value: { blob: new Blob([bytes], { type: 'audio/mpeg' }), durationSec: samples.length / VOICE_SAMPLE_RATE_HZ } };
    } catch (error) {
      return failure('VOICE.NOT_RECORDING', error);
    }
  }

  cancel(): void {
    if (this.capture !== null) this.release(this.capture);
  }

  private release(capture: Capture): void {
    this.capture = null;
    capture.processor.onaudioprocess = null;
    capture.source.disconnect();
    capture.processor.disconnect();
    for (const track of capture.stream.getTracks()) track.stop();
    void capture.context.close().catch(() => undefined);
    this.level.next(0);
  }
}
