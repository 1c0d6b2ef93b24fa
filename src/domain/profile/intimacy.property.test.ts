import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTIMACY_MAX, INTIMACY_THRESHOLDS_COINS, intimacyLevelName, intimacyLevelOf } from './intimacy';

describe('intimacyLevelName (properties)', () => {
  it('is meet exactly outside the integers 1 to 5', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double()), (level) => {
        const named = Number.isInteger(level) && level >= 1 && level <= 5;
        expect(intimacyLevelName(level) === 'meet').toBe(!named);
      }),
    );
  });
});

describe('intimacyLevelOf (properties)', () => {
  const coins = fc.integer({ min: 0, max: 10_000_000 });
  it('stays between meet (0) and INTIMACY_MAX and never falls as coins grow', () => {
    fc.assert(
      fc.property(coins, coins, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(intimacyLevelOf(low)).toBeGreaterThanOrEqual(0);
        expect(intimacyLevelOf(high)).toBeLessThanOrEqual(INTIMACY_MAX);
        expect(intimacyLevelOf(low)).toBeLessThanOrEqual(intimacyLevelOf(high));
      }),
    );
  });
  it('reaches level n exactly at its threshold, not a coin before, and names it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: INTIMACY_MAX }), (level) => {
        const threshold = INTIMACY_THRESHOLDS_COINS[level - 1] ?? 0;
        expect(intimacyLevelOf(threshold)).toBe(level);
        expect(intimacyLevelOf(threshold - 1)).toBe(level - 1);
        expect(intimacyLevelName(intimacyLevelOf(threshold))).not.toBe('meet');
      }),
    );
  });
  it('is meet before any coin passes between the two', () => {
    expect(intimacyLevelName(intimacyLevelOf(0))).toBe('meet');
  });
});
