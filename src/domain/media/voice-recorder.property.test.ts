import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VOICE_RECORDER_IDLE, voiceRecorderStep, type VoiceRecorderEvent, type VoiceRecorderState } from './voice-recorder';

type Kind = VoiceRecorderEvent['type'];
const rawEvent = fc.record({
  type: fc.constantFrom<Kind>('down', 'move', 'up', 'tick', 'stop', 'send', 'delete'),
  dt: fc.oneof(fc.integer({ min: 0, max: 1_500 }), fc.integer({ min: 0, max: 400_000 })),
  x: fc.integer({ min: 0, max: 300 }),
  y: fc.integer({ min: 0, max: 300 }),
});

/** Turns raw draws into events with non-decreasing times. */
function timeline(raws: readonly { type: Kind; dt: number; x: number; y: number }[]): VoiceRecorderEvent[] {
  let at = 0;
  return raws.map(({ type, dt, x, y }) => {
    at += dt;
    return type === 'down' || type === 'move' ? { type, at, x, y } : { type, at };
  });
}

describe('voiceRecorderStep (properties)', () => {
  it('only ever sends recordings between 1 s and 300 s', () => {
    fc.assert(
      fc.property(fc.array(rawEvent, { maxLength: 40 }), (raws) => {
        let state: VoiceRecorderState = VOICE_RECORDER_IDLE;
        for (const event of timeline(raws)) {
          const { state: next, outcome } = voiceRecorderStep(state, event);
          if (outcome.kind === 'send' || outcome.kind === 'preview') {
            expect(outcome.durationMs).toBeGreaterThanOrEqual(1_000);
            expect(outcome.durationMs).toBeLessThanOrEqual(300_000);
          }
          state = next;
        }
      }),
    );
  });
  it('starts recording only after at least 400 ms of hold', () => {
    fc.assert(
      fc.property(fc.array(rawEvent, { maxLength: 40 }), (raws) => {
        let state: VoiceRecorderState = VOICE_RECORDER_IDLE;
        for (const event of timeline(raws)) {
          const step = voiceRecorderStep(state, event);
          if (step.outcome.kind === 'startRecording' && state.phase === 'pressing') {
            expect(event.at - state.downAt).toBeGreaterThanOrEqual(400);
          }
          state = step.state;
        }
      }),
    );
  });
  it('never sends a recording released by a hold under 600 ms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 599 }), fc.integer({ min: 400, max: 599 }), (release, tick) => {
        let state: VoiceRecorderState = voiceRecorderStep(VOICE_RECORDER_IDLE, { type: 'down', at: 0, x: 0, y: 0 }).state;
        if (tick <= release) state = voiceRecorderStep(state, { type: 'tick', at: tick }).state;
        expect(voiceRecorderStep(state, { type: 'up', at: release }).outcome.kind).not.toBe('send');
      }),
    );
  });
  it('never mutates the state it is given', () => {
    fc.assert(
      fc.property(fc.array(rawEvent, { maxLength: 30 }), (raws) => {
        let state: VoiceRecorderState = Object.freeze(VOICE_RECORDER_IDLE);
        for (const event of timeline(raws)) {
          const snapshot = JSON.stringify(state);
          const next = voiceRecorderStep(Object.freeze(state), event).state;
          expect(JSON.stringify(state)).toBe(snapshot);
          state = next;
        }
      }),
    );
  });
});
