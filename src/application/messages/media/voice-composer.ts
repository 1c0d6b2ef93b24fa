import { BehaviorSubject } from 'rxjs';
import { MS_PER_SECOND } from '../../../domain/constants';
import { VOICE_RECORDER_IDLE, voiceRecorderStep, type VoiceRecorderEvent, type VoiceRecorderState } from '../../../domain/media';
import type { VoiceRecorderErrorCode, VoiceRecorderPort, VoiceRecording } from '../../ports/voice-recorder.port';
import type { LiveState } from '../../live-state';
import type { OutgoingDraft } from '../outgoing-draft';

export const VOICE_PLAYBACK_TICK_MS = 100;

export type VoiceNotice =
  /** Under 1 s (or released too soon): nothing is sent. */
  | 'tooShort'
  | 'cancelled'
  | VoiceRecorderErrorCode;

export interface VoiceComposerView {
  readonly phase: VoiceRecorderState['phase'];
  /** Recording time so far, or the preview's length. */
  readonly elapsedMs: number;
  /** The recording waiting in the preview (play, seek, delete, send). */
  readonly preview: VoiceRecording | null;
  /** The last thing worth telling the person, cleared on the next press. */
  readonly notice: VoiceNotice | null;
}

export interface VoiceComposer {
  readonly view$: LiveState<VoiceComposerView>;
  press(x: number, y: number): void;
  move(x: number, y: number): void;
  release(): void;
  /** Called about every VOICE_PLAYBACK_TICK_MS while not idle: starts after the hold, auto-sends at 300 s. */
  tick(): void;
  /** The stop button of a locked recording: goes to the preview. */
  stop(): void;
  /** The preview's send button. */
  sendPreview(): void;
  /** The delete button (locked or preview). */
  remove(): void;
}

export interface VoiceComposerDeps {
  readonly recorder: VoiceRecorderPort;
  readonly now: () => number;
  readonly send: (draft: Extract<OutgoingDraft, { kind: 'voice' }>) => void;
}

/** A voice message's length in whole seconds, never under 1 (the domain drops anything shorter). */
const wholeSeconds = (durationMs: number): number => Math.max(1, Math.round(durationMs / MS_PER_SECOND));

/**
 * Hold-to-record (001 §4, §5): the domain's `voiceRecorderStep` decides, this runs its
 * outcomes on the recorder port — start the microphone after the 400 ms hold, throw the
 * audio away on a slide left or a short hold, keep recording when locked, stop into the
 * preview, and send (also automatically at 300 s).
 */
export function createVoiceComposer(deps: VoiceComposerDeps): VoiceComposer {
  let state: VoiceRecorderState = VOICE_RECORDER_IDLE;
  let starting: Promise<boolean> | null = null;
  let preview: VoiceRecording | null = null;
  const view$ = new BehaviorSubject<VoiceComposerView>({ phase: 'idle', elapsedMs: 0, preview: null, notice: null });

  const publish = (notice: VoiceNotice | null = view$.getValue().notice): void => {
    const at = deps.now();
    const elapsedMs = state.phase === 'recording' || state.phase === 'locked' ? at - state.startedAt : state.phase === 'preview' ? state.durationMs : 0;
    view$.next({ phase: state.phase, elapsedMs, preview, notice });
  };

  /** The recording, once the microphone has started (or null when it never did). */
  const finishRecording = async (): Promise<VoiceRecording | null> => {
    const started = starting !== null && (await starting);
    starting = null;
    if (!started) return null;
    const stopped = await deps.recorder.stop();
    if (!stopped.ok) {
      publish(stopped.error.code);
      return null;
    }
    return stopped.value;
  };

  const discard = (notice: VoiceNotice): void => {
    const pending = starting;
    starting = null;
    preview = null;
    // A start still in flight is cancelled once it lands.
    if (pending !== null) void pending.then(() => deps.recorder.cancel());
    deps.recorder.cancel();
    publish(notice);
  };

  const step = (event: VoiceRecorderEvent): void => {
    const result = voiceRecorderStep(state, event);
    state = result.state;
    const outcome = result.outcome;
    switch (outcome.kind) {
      case 'startRecording':
        starting = deps.recorder.start().then((started) => {
          if (!started.ok) {
            state = VOICE_RECORDER_IDLE;
            publish(started.error.code);
          }
          return started.ok;
        });
        break;
      case 'discard':
      case 'tooShort':
        discard('tooShort');
        return;
      case 'cancel':
        discard('cancelled');
        return;
      case 'preview':
        void finishRecording().then((recording) => {
          if (recording === null) {
            state = VOICE_RECORDER_IDLE;
          } else {
            preview = recording;
          }
          publish();
        });
        break;
      case 'send': {
        const kept = preview;
        preview = null;
        if (kept !== null) {
          deps.send({ kind: 'voice', file: kept.blob, durationSec: wholeSeconds(outcome.durationMs) });
        } else {
          void finishRecording().then((recording) => {
            if (recording !== null) deps.send({ kind: 'voice', file: recording.blob, durationSec: wholeSeconds(outcome.durationMs) });
          });
        }
        break;
      }
      case 'lock':
      case 'none':
        break;
    }
    publish();
  };

  return {
    view$,
    press: (x, y) => {
      if (state.phase === 'idle') view$.next({ ...view$.getValue(), notice: null });
      step({ type: 'down', at: deps.now(), x, y });
    },
    move: (x, y) => step({ type: 'move', at: deps.now(), x, y }),
    release: () => step({ type: 'up', at: deps.now() }),
    tick: () => step({ type: 'tick', at: deps.now() }),
    stop: () => step({ type: 'stop', at: deps.now() }),
    sendPreview: () => step({ type: 'send', at: deps.now() }),
    remove: () => step({ type: 'delete', at: deps.now() }),
  };
}
