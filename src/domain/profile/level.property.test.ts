import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEVEL_MAX, LEVEL_THRESHOLDS_COINS, levelOf } from './level';

const coins = fc.integer({ min: 0, max: 10_000_000 });

describe('levelOf (properties)', () => {
  it('stays between 0 and LEVEL_MAX and never falls as coins grow', () => {
    fc.assert(
      fc.property(coins, coins, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(levelOf(low)).toBeGreaterThanOrEqual(0);
        expect(levelOf(high)).toBeLessThanOrEqual(LEVEL_MAX);
        expect(levelOf(low)).toBeLessThanOrEqual(levelOf(high));
      }),
    );
  });
  it('reaches level n exactly at its threshold, not a coin before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: LEVEL_MAX }), (level) => {
        const threshold = LEVEL_THRESHOLDS_COINS[level - 1] ?? 0;
        expect(levelOf(threshold)).toBe(level);
        expect(levelOf(threshold - 1)).toBe(level - 1);
      }),
    );
  });
  it('is 0 before any coin moves', () => {
    expect(levelOf(0)).toBe(0);
  });
});
