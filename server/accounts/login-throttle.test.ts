import { describe, expect, it } from 'vitest';
import { PAIR_THROTTLE } from './accounts-policy.js';
import { backoffDelayMs, retryAfterMs } from './login-throttle.js';

const rule = { freeFailures: 3, baseDelayMs: 1_000, maxDelayMs: 10_000 };

describe('login throttle', () => {
  it('lets the free failures through without waiting', () => {
    expect([0, 1, 2].map((n) => backoffDelayMs(n, rule))).toEqual([0, 0, 0]);
  });

  it('doubles the wait for each failure beyond the free ones, up to the cap', () => {
    expect([3, 4, 5, 6, 7, 50].map((n) => backoffDelayMs(n, rule))).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });

  it('counts the wait from the last failure', () => {
    expect(retryAfterMs({ failures: 4, lastFailureAt: 100_000 }, rule, 100_500)).toBe(1_500);
    expect(retryAfterMs({ failures: 4, lastFailureAt: 100_000 }, rule, 102_000)).toBe(0);
  });

  it('never makes anyone wait before a first failure', () => {
    expect(retryAfterMs({ failures: 0, lastFailureAt: null }, PAIR_THROTTLE, 0)).toBe(0);
  });
});
