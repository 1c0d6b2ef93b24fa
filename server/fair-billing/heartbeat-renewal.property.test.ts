import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEDIA_REPORT_INTERVAL_MS } from '../../src/domain/calls/media-outages.js';
import { CALL_HEARTBEAT_LOSS_MS, HEARTBEAT_MS } from '../../src/domain/constants.js';
import { reportRenewsHeartbeat, type HeartbeatFields } from './heartbeat-renewal.js';

const CALLER = 1;
const CALLEE = 2;

describe('a media report renews the heartbeat once it is a heartbeat period old', () => {
  it('keeps a reporting party alive (heartbeat never older than one period and one report gap) with at most one write per period', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 1, max: MEDIA_REPORT_INTERVAL_MS }), { minLength: 1, maxLength: 200 }),
        fc.constantFrom(CALLER, CALLEE),
        (answeredAt, gaps, uid) => {
          let row: HeartbeatFields = { caller_uid: CALLER, created_at: answeredAt, answered_at: answeredAt, caller_heartbeat_at: answeredAt, callee_heartbeat_at: answeredAt };
          let now = answeredAt;
          let lastWrite = answeredAt;
          for (const gap of gaps) {
            now += gap;
            const stored = uid === CALLER ? row.caller_heartbeat_at : row.callee_heartbeat_at;
            expect(now - (stored ?? 0)).toBeLessThanOrEqual(HEARTBEAT_MS + MEDIA_REPORT_INTERVAL_MS);
            // The party's own share of the liveness deadline is never reached while it reports.
            expect(now).toBeLessThan((stored ?? 0) + CALL_HEARTBEAT_LOSS_MS);
            if (reportRenewsHeartbeat(row, uid, now)) {
              expect(now - lastWrite).toBeGreaterThanOrEqual(HEARTBEAT_MS);
              lastWrite = now;
              row = uid === CALLER ? { ...row, caller_heartbeat_at: now } : { ...row, callee_heartbeat_at: now };
            }
          }
        },
      ),
    );
  });

  it('renews at once a party with no heartbeat yet or one a period old, never a fresher one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 3 * HEARTBEAT_MS }), (beat, age) => {
        const row: HeartbeatFields = { caller_uid: CALLER, created_at: beat, answered_at: null, caller_heartbeat_at: beat, callee_heartbeat_at: null };
        expect(reportRenewsHeartbeat(row, CALLER, beat + age)).toBe(age >= HEARTBEAT_MS);
        expect(reportRenewsHeartbeat(row, CALLEE, beat + age)).toBe(true);
      }),
    );
  });
});
