import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeLimit, leftUnder, limitEndsCallWithinMinute, limitInForce, NO_LIMIT, periodEnds, periodStarts, SPEND_LIMIT_RAISE_DELAY_MS, withinLimit, type StoredLimit } from './spend-limits';

const limit = fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null });
const instant = fc.integer({ min: 1_600_000_000_000, max: 2_000_000_000_000 });
const above = (a: number | null, b: number | null) => a === null ? b !== null : b !== null && a > b;

describe('spend limits (issue #19: lowering at once, raising after a cooling-off day)', () => {
  it('a lower (or equal) limit holds at once', () => {
    fc.assert(fc.property(limit, limit, instant, (from, to, now) => {
      fc.pre(!above(to, from));
      const changed = changeLimit({ limit: from }, to, now);
      expect(limitInForce(changed, now)).toBe(to);
    }));
  });

  it('a raise or removal waits exactly the cooling-off, then holds', () => {
    fc.assert(fc.property(limit, limit, instant, (from, to, now) => {
      fc.pre(above(to, from));
      const changed = changeLimit({ limit: from }, to, now);
      expect(limitInForce(changed, now)).toBe(from);
      expect(limitInForce(changed, now + SPEND_LIMIT_RAISE_DELAY_MS - 1)).toBe(from);
      expect(limitInForce(changed, now + SPEND_LIMIT_RAISE_DELAY_MS)).toBe(to);
    }));
  });

  it('never holds a limit above one the user asked for within the last day, whatever the sequence', () => {
    const change = fc.record({ to: limit, after: fc.integer({ min: 0, max: 2 * SPEND_LIMIT_RAISE_DELAY_MS }) });
    fc.assert(fc.property(limit, fc.array(change, { maxLength: 8 }), instant, (start, changes, t0) => {
      let stored: StoredLimit = { limit: start };
      let now = t0;
      const asks: { at: number; to: number | null }[] = [];
      for (const { to, after } of changes) {
        now += after;
        stored = changeLimit(stored, to, now);
        asks.push({ at: now, to });
        const recent = asks.filter((a) => a.at > now - SPEND_LIMIT_RAISE_DELAY_MS).map((a) => a.to ?? Infinity);
        expect(limitInForce(stored, now) ?? Infinity).toBeLessThanOrEqual(Math.min(...recent));
      }
    }));
  });

  it('a lower limit asked while a raise waits cancels the raise', () => {
    const waiting = changeLimit({ limit: 100 }, 500, 0);
    const lowered = changeLimit(waiting, 50, 10);
    expect(limitInForce(lowered, 10 + 2 * SPEND_LIMIT_RAISE_DELAY_MS)).toBe(50);
  });

  it('no limit lets every amount through; a limit lets through exactly what is left', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (cap, spent, amount) => {
      expect(withinLimit(null, spent, amount)).toBe(true);
      expect(withinLimit(cap, spent, amount)).toBe(amount <= (leftUnder(cap, spent) ?? Infinity));
    }));
    expect(limitInForce(NO_LIMIT, 0)).toBeNull();
  });

  it('warns during a paid call exactly when the next minute would not fit under the limit', () => {
    fc.assert(fc.property(fc.option(fc.integer({ min: 0, max: 1_000 }), { nil: null }), fc.integer({ min: 0, max: 100 }), (left, price) => {
      expect(limitEndsCallWithinMinute(left, price)).toBe(left !== null && price > 0 && !withinLimit(left, 0, price));
    }));
  });

  it('periods start at UTC midnight and on the first of the UTC month', () => {
    fc.assert(fc.property(instant, (now) => {
      const { daily, monthly } = periodStarts(now);
      expect(daily).toBeLessThanOrEqual(now);
      expect(now - daily).toBeLessThan(86_400_000);
      expect(new Date(daily).toISOString()).toMatch(/T00:00:00.000Z$/);
      expect(new Date(monthly).toISOString()).toMatch(/-01T00:00:00.000Z$/);
      expect(monthly).toBeLessThanOrEqual(daily);
      const ends = periodEnds(now);
      expect(ends.daily - daily).toBe(86_400_000);
      expect(ends.monthly).toBeGreaterThan(now);
      expect(periodStarts(ends.monthly).monthly).toBe(ends.monthly);
      expect(periodStarts(ends.monthly - 1).monthly).toBe(monthly);
    }));
  });
});
