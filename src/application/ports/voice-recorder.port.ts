import type { Observable } from 'rxjs';

/** A finished recording: mp3 bytes (16 kHz mono, 16 kbps) and how long it lasts. */
export interface VoiceRecording {
  readonly blob: Blob;
  readonly durationSec: number;
}

export type VoiceRecorderErrorCode =
  /** No microphone, or the person refused it (001 §8: logged only, the recorder stays idle). */
  | 'VOICE.MIC_UNAVAILABLE'
  /** This browser cannot record (no getUserMedia or Web Audio). */
  | 'VOICE.UNSUPPORTED'
  /** stop() without a recording in progress, or the encoder failed. */
  | 'VOICE.NOT_RECORDING';

export interface VoiceRecorderError {
  readonly code: VoiceRecorderErrorCode;
  readonly message: string;
}

export type VoiceStartOutcome = { readonly ok: true } | { readonly ok: false; readonly error: VoiceRecorderError };
export type VoiceStopOutcome = { readonly ok: true; readonly value: VoiceRecording } | { readonly ok: false; readonly error: VoiceRecorderError };

/**
 * The microphone for voice messages (001 §5: mp3, 16 kHz, bitrate 16). The hold-to-record
 * rules live in the domain's `voiceRecorderStep`; this port only records.
 */
export interface VoiceRecorderPort {
  /** Opens the microphone and starts capturing. */
  start(): Promise<VoiceStartOutcome>;
  /** Stops capturing, releases the microphone and encodes what was captured. */
  stop(): Promise<VoiceStopOutcome>;
  /** Stops capturing and throws the audio away. Safe to call when idle. */
  cancel(): void;
  /** The input level, 0–1, about every animation frame while recording (for the meter). */
  readonly level$: Observable<number>;
}
