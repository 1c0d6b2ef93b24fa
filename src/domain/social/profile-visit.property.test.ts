import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../constants';
import { visitPeriodStart } from './profile-visit';

/** The rule as the server applies it (users/relation-queries.ts recordVisit). */
const visitCounts = (lastCountedAt: number | null, now: number) => lastCountedAt === null || lastCountedAt < visitPeriodStart(now);

const instant = fc.integer({ min: 0, max: 4_102_444_800_000 });

/** Replays a viewer's visits in time order and counts those the rule lets through. */
function countedVisits(times: readonly number[]): number {
  let last: number | null = null;
  let counted = 0;
  for (const at of [...times].sort((a, b) => a - b)) {
    if (visitCounts(last, at)) {
      counted += 1;
      last = at;
    }
  }
  return counted;
}

describe('a profile visit counts once per viewer per day', () => {
  it('counts the first visit ever', () => {
    fc.assert(
      fc.property(instant, (now) => {
        expect(visitCounts(null, now)).toBe(true);
      }),
    );
  });

  it('counts exactly as many visits as distinct UTC days the viewer came on', () => {
    fc.assert(
      fc.property(fc.array(instant, { minLength: 1, maxLength: 40 }), (times) => {
        const days = new Set(times.map((at) => Math.floor(at / MS_PER_DAY)));
        expect(countedVisits(times)).toBe(days.size);
      }),
    );
  });

  it('never counts a second visit within the same day, and always counts one a day later', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: MS_PER_DAY - 1 }), (last, offset) => {
        const sameDay = visitPeriodStart(last) + offset;
        if (sameDay >= last) expect(visitCounts(last, sameDay)).toBe(false);
        expect(visitCounts(last, last + MS_PER_DAY)).toBe(true);
      }),
    );
  });
});
