import { describe, expect, it } from 'vitest';
import { toCoins } from './coins';

describe('toCoins', () => {
  it('cuts fractions towards zero', () => {
    expect(toCoins(12.9)).toBe(12);
  });
  it('turns negative and non-finite numbers into zero', () => {
    expect([-1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY].map(toCoins)).toEqual([0, 0, 0, 0]);
  });
});
