import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALL_HEARTBEAT_LOSS_MS, MS_PER_SECOND } from '../../src/domain/constants.js';
import { minuteDue } from '../../src/domain/money/call-charge.js';
import { livenessDeadline, minuteStartsAt } from './call-row.js';
import { callRow } from './call-test-rows.js';

const connectedAt = fc.integer({ min: 0, max: 2_000_000_000_000 });
const free = fc.integer({ min: 0, max: 600 });
const minute = fc.integer({ min: 1, max: 10_000 });

describe('minute boundaries of the billing timer', () => {
  it('owes minute n from the millisecond after it starts, and not a millisecond before', () => {
    fc.assert(
      fc.property(connectedAt, free, minute, (at, freeSeconds, n) => {
        const row = callRow({ connected_at: at, free_seconds: freeSeconds });
        const start = minuteStartsAt(row, n);
        expect(minuteDue((start - at) / MS_PER_SECOND, freeSeconds)).toBe(n - 1);
        expect(minuteDue((start + 1 - at) / MS_PER_SECOND, freeSeconds)).toBe(n);
      }),
    );
  });

  it('spaces the minutes one minute apart after the free period', () => {
    fc.assert(
      fc.property(connectedAt, free, minute, (at, freeSeconds, n) => {
        const row = callRow({ connected_at: at, free_seconds: freeSeconds });
        expect(minuteStartsAt(row, n + 1) - minuteStartsAt(row, n)).toBe(60 * MS_PER_SECOND);
        expect(minuteStartsAt(row, 1)).toBe(at + freeSeconds * MS_PER_SECOND);
      }),
    );
  });
});

describe('liveness deadline', () => {
  const beat = fc.integer({ min: 0, max: 1_000_000 });
  it('waits only for the caller while the call rings, and for the quieter party afterwards', () => {
    fc.assert(
      fc.property(beat, beat, beat, (callerBeat, calleeBeat, answeredAt) => {
        expect(livenessDeadline(callRow({ caller_heartbeat_at: callerBeat }))).toBe(callerBeat + CALL_HEARTBEAT_LOSS_MS);
        const answered = callRow({ caller_heartbeat_at: callerBeat, callee_heartbeat_at: calleeBeat, answered_at: answeredAt });
        expect(livenessDeadline(answered)).toBe(Math.min(callerBeat, calleeBeat) + CALL_HEARTBEAT_LOSS_MS);
      }),
    );
  });
});
