import { describe, expect, it } from 'vitest';
import { VOICE_RECORDER_IDLE, voiceRecorderStep, type VoiceRecorderEvent, type VoiceRecorderStep } from './voice-recorder';

/** Runs events from idle and returns every step. */
function run(events: readonly VoiceRecorderEvent[]): VoiceRecorderStep[] {
  const steps: VoiceRecorderStep[] = [];
  let state = VOICE_RECORDER_IDLE;
  for (const event of events) {
    const step = voiceRecorderStep(state, event);
    steps.push(step);
    state = step.state;
  }
  return steps;
}
const last = (events: readonly VoiceRecorderEvent[]): VoiceRecorderStep => run(events).at(-1)!;
const down = { type: 'down', at: 0, x: 100, y: 100 } as const;

describe('voiceRecorderStep', () => {
  it('does not start recording at 399 ms of hold', () => {
    expect(last([down, { type: 'tick', at: 399 }]).outcome).toEqual({ kind: 'none' });
  });
  it('starts recording at 400 ms of hold', () => {
    expect(last([down, { type: 'tick', at: 400 }])).toMatchObject({ state: { phase: 'recording', startedAt: 400 }, outcome: { kind: 'startRecording' } });
  });
  it('records nothing when released before 400 ms', () => {
    expect(last([down, { type: 'up', at: 300 }])).toEqual({ state: { phase: 'idle' }, outcome: { kind: 'none' } });
  });
  it('discards the audio when released at 599 ms of hold', () => {
    expect(last([down, { type: 'tick', at: 400 }, { type: 'up', at: 599 }]).outcome).toEqual({ kind: 'discard' });
  });
  it('drops a recording of 999 ms as too short', () => {
    expect(last([down, { type: 'tick', at: 400 }, { type: 'up', at: 1_399 }]).outcome).toEqual({ kind: 'tooShort' });
  });
  it('sends a recording of exactly 1 s', () => {
    expect(last([down, { type: 'tick', at: 400 }, { type: 'up', at: 1_400 }]).outcome).toEqual({ kind: 'send', durationMs: 1_000, auto: false });
  });
  it('keeps recording at 299.999 s and auto-sends at 300 s', () => {
    expect(last([down, { type: 'tick', at: 400 }, { type: 'tick', at: 300_399 }]).outcome).toEqual({ kind: 'none' });
    expect(last([down, { type: 'tick', at: 400 }, { type: 'tick', at: 300_400 }])).toEqual({
      state: { phase: 'idle' },
      outcome: { kind: 'send', durationMs: 300_000, auto: true },
    });
  });
  it('caps an auto-sent recording at 300 s even when the tick comes late', () => {
    expect(last([down, { type: 'tick', at: 400 }, { type: 'tick', at: 305_000 }]).outcome).toEqual({ kind: 'send', durationMs: 300_000, auto: true });
  });
  it('cancels when the finger slides 60 px to the left, but not at 59 px', () => {
    expect(last([down, { type: 'tick', at: 400 }, { type: 'move', at: 500, x: 41, y: 100 }]).outcome).toEqual({ kind: 'none' });
    expect(last([down, { type: 'tick', at: 400 }, { type: 'move', at: 500, x: 40, y: 100 }])).toEqual({ state: { phase: 'idle' }, outcome: { kind: 'cancel' } });
  });
  it('locks when the finger slides 60 px up, then ignores the release', () => {
    const steps = run([down, { type: 'tick', at: 400 }, { type: 'move', at: 500, x: 100, y: 40 }, { type: 'up', at: 600 }]);
    expect(steps[2]).toEqual({ state: { phase: 'locked', startedAt: 400 }, outcome: { kind: 'lock' } });
    expect(steps[3]!.state).toEqual({ phase: 'locked', startedAt: 400 });
  });
  it('goes from a locked recording to a preview on stop, then sends', () => {
    const steps = run([
      down,
      { type: 'tick', at: 400 },
      { type: 'move', at: 500, x: 100, y: 0 },
      { type: 'stop', at: 5_400 },
      { type: 'send', at: 9_000 },
    ]);
    expect(steps[3]!.outcome).toEqual({ kind: 'preview', durationMs: 5_000 });
    expect(steps[4]).toEqual({ state: { phase: 'idle' }, outcome: { kind: 'send', durationMs: 5_000, auto: false } });
  });
  it('drops a locked recording stopped before 1 s', () => {
    expect(last([down, { type: 'tick', at: 400 }, { type: 'move', at: 500, x: 100, y: 0 }, { type: 'stop', at: 1_000 }]).outcome).toEqual({
      kind: 'tooShort',
    });
  });
  it('auto-sends a locked recording at 300 s', () => {
    expect(last([down, { type: 'tick', at: 400 }, { type: 'move', at: 500, x: 100, y: 0 }, { type: 'tick', at: 300_400 }]).outcome).toEqual({
      kind: 'send',
      durationMs: 300_000,
      auto: true,
    });
  });
  it('deletes a preview without sending', () => {
    const steps = run([down, { type: 'tick', at: 400 }, { type: 'move', at: 500, x: 100, y: 0 }, { type: 'stop', at: 3_000 }, { type: 'delete', at: 4_000 }]);
    expect(steps[4]).toEqual({ state: { phase: 'idle' }, outcome: { kind: 'cancel' } });
  });
  it('returns the same state for events that mean nothing in the current phase', () => {
    const step = voiceRecorderStep(VOICE_RECORDER_IDLE, { type: 'up', at: 5 });
    expect(step.state).toBe(VOICE_RECORDER_IDLE);
    expect(step.outcome).toEqual({ kind: 'none' });
  });
});
