import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../constants';
import { DAYS_PER_WEEK, periodStart } from './ranking-period';
import { MS_PER_HOUR, POPULARITY_WINDOW_HOURS, hourStart, oldestPopularHour } from './popularity';

const times = fc.integer({ min: 0, max: 4_102_444_800_000 }); // 1970 … 2100

describe('ranking periods (properties)', () => {
  it('start a day at midnight UTC, no later than the moment, less than a day before it', () => {
    fc.assert(fc.property(times, (at) => {
      const start = periodStart('daily', at);
      expect(new Date(start).toISOString().slice(11)).toBe('00:00:00.000Z');
      expect(at - start).toBeGreaterThanOrEqual(0);
      expect(at - start).toBeLessThan(MS_PER_DAY);
    }));
  });
  it('start a week on a Monday at midnight UTC, less than seven days before the moment', () => {
    fc.assert(fc.property(times, (at) => {
      const start = periodStart('weekly', at);
      expect(new Date(start).getUTCDay()).toBe(1);
      expect(periodStart('daily', start)).toBe(start);
      expect(at - start).toBeGreaterThanOrEqual(0);
      expect(at - start).toBeLessThan(DAYS_PER_WEEK * MS_PER_DAY);
    }));
  });
  it('turn over exactly at midnight UTC: the last millisecond of a day is in the old period, the next in the new one', () => {
    fc.assert(fc.property(times, (at) => {
      const next = periodStart('daily', at) + MS_PER_DAY;
      expect(periodStart('daily', next - 1)).not.toBe(periodStart('daily', next));
      expect(periodStart('daily', next)).toBe(next);
    }));
  });
});

describe('popularity window (properties)', () => {
  it('counts a spend for between 23 and 24 hours: its hour is counted until 24 hours after the hour began', () => {
    fc.assert(fc.property(times, fc.integer({ min: 0, max: 48 * MS_PER_HOUR }), (spentAt, later) => {
      const now = spentAt + later;
      const counted = hourStart(spentAt) >= oldestPopularHour(now);
      expect(counted).toBe(now < hourStart(spentAt) + POPULARITY_WINDOW_HOURS * MS_PER_HOUR);
    }));
  });
});
