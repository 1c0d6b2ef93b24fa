import { MS_PER_SECOND } from '../constants';

export const VOICE_HOLD_MS = 400;
export const VOICE_DISCARD_HOLD_MS = 600;
export const VOICE_MIN_MS = 1_000;
export const VOICE_MAX_S = 300;
/** Not in the spec (ours): how far the finger slides left to cancel / up to lock a recording. */
export const VOICE_CANCEL_SLIDE_PX = 60;
export const VOICE_LOCK_SLIDE_PX = 60;

/**
 * The hold-to-record microphone as a pure reducer: pointer events and clock ticks come
 * in with their time, an outcome tells the caller what to do with the recorder.
 */
export type VoiceRecorderState =
  | { readonly phase: 'idle' }
  /** Finger down, not yet held long enough to record. */
  | { readonly phase: 'pressing'; readonly downAt: number; readonly originX: number; readonly originY: number }
  | { readonly phase: 'recording'; readonly downAt: number; readonly startedAt: number; readonly originX: number; readonly originY: number }
  /** Slid up: recording continues without the finger until stop or delete. */
  | { readonly phase: 'locked'; readonly startedAt: number }
  | { readonly phase: 'preview'; readonly durationMs: number };

export type VoiceRecorderEvent =
  | { readonly type: 'down'; readonly at: number; readonly x: number; readonly y: number }
  | { readonly type: 'move'; readonly at: number; readonly x: number; readonly y: number }
  | { readonly type: 'up'; readonly at: number }
  /** A clock tick, so that recording starts and auto-sends without pointer activity. */
  | { readonly type: 'tick'; readonly at: number }
  /** The stop button of a locked recording. */
  | { readonly type: 'stop'; readonly at: number }
  /** The send button of the preview. */
  | { readonly type: 'send'; readonly at: number }
  /** The delete button of a locked recording or of the preview. */
  | { readonly type: 'delete'; readonly at: number };

export type VoiceRecorderOutcome =
  | { readonly kind: 'none' }
  | { readonly kind: 'startRecording' }
  /** Released too soon after recording began (hold under 600 ms): throw the audio away. */
  | { readonly kind: 'discard' }
  /** The audio is under 1 s: dropped. */
  | { readonly kind: 'tooShort' }
  /** Slid left, or deleted: throw the audio away. */
  | { readonly kind: 'cancel' }
  | { readonly kind: 'lock' }
  | { readonly kind: 'preview'; readonly durationMs: number }
  | { readonly kind: 'send'; readonly durationMs: number; readonly auto: boolean };

export interface VoiceRecorderStep {
  readonly state: VoiceRecorderState;
  readonly outcome: VoiceRecorderOutcome;
}

export const VOICE_RECORDER_IDLE: VoiceRecorderState = { phase: 'idle' };

const VOICE_MAX_MS = VOICE_MAX_S * MS_PER_SECOND;
const NONE: VoiceRecorderOutcome = { kind: 'none' };
const stay = (state: VoiceRecorderState): VoiceRecorderStep => ({ state, outcome: NONE });
const finish = (outcome: VoiceRecorderOutcome): VoiceRecorderStep => ({ state: VOICE_RECORDER_IDLE, outcome });

/** A recording under 1 s is dropped; otherwise `then` decides what happens to it. */
function unlessTooShort(durationMs: number, then: (durationMs: number) => VoiceRecorderStep): VoiceRecorderStep {
  return durationMs < VOICE_MIN_MS ? finish({ kind: 'tooShort' }) : then(durationMs);
}

export function voiceRecorderStep(state: VoiceRecorderState, event: VoiceRecorderEvent): VoiceRecorderStep {
  switch (state.phase) {
    case 'idle':
      return event.type === 'down' ? stay({ phase: 'pressing', downAt: event.at, originX: event.x, originY: event.y }) : stay(state);

    case 'pressing':
      // Released before the recorder started: nothing was recorded.
      if (event.type === 'up') return finish(NONE);
      if ((event.type === 'tick' || event.type === 'move') && event.at - state.downAt >= VOICE_HOLD_MS) {
        return { state: { ...state, phase: 'recording', startedAt: event.at }, outcome: { kind: 'startRecording' } };
      }
      return stay(state);

    case 'recording': {
      const elapsed = event.at - state.startedAt;
      if (elapsed >= VOICE_MAX_MS) return finish({ kind: 'send', durationMs: VOICE_MAX_MS, auto: true });
      if (event.type === 'move') {
        if (event.x - state.originX <= -VOICE_CANCEL_SLIDE_PX) return finish({ kind: 'cancel' });
        if (event.y - state.originY <= -VOICE_LOCK_SLIDE_PX) return { state: { phase: 'locked', startedAt: state.startedAt }, outcome: { kind: 'lock' } };
        return stay(state);
      }
      if (event.type === 'up') {
        if (event.at - state.downAt < VOICE_DISCARD_HOLD_MS) return finish({ kind: 'discard' });
        return unlessTooShort(elapsed, (durationMs) => finish({ kind: 'send', durationMs, auto: false }));
      }
      return stay(state);
    }

    case 'locked': {
      const elapsed = event.at - state.startedAt;
      if (elapsed >= VOICE_MAX_MS) return finish({ kind: 'send', durationMs: VOICE_MAX_MS, auto: true });
      if (event.type === 'delete') return finish({ kind: 'cancel' });
      if (event.type === 'stop') {
        return unlessTooShort(elapsed, (durationMs) => ({ state: { phase: 'preview', durationMs }, outcome: { kind: 'preview', durationMs } }));
      }
      return stay(state);
    }

    case 'preview':
      if (event.type === 'send') return finish({ kind: 'send', durationMs: state.durationMs, auto: false });
      if (event.type === 'delete') return finish({ kind: 'cancel' });
      return stay(state);
  }
}
