import { describe, expect, it } from 'vitest';
import { isGameCallTimedOut, nextGameMessageRetryDelay } from './message-retry';

describe('nextGameMessageRetryDelay', () => {
  it('retries three times on a 3 s tick, then gives up', () => {
    expect([0, 1, 2, 3].map(nextGameMessageRetryDelay)).toEqual([3_000, 3_000, 3_000, null]);
  });
});

describe('isGameCallTimedOut', () => {
  it('still waits at 4.999 s and times out at 5 s', () => {
    expect(isGameCallTimedOut(10_000, 14_999)).toBe(false);
    expect(isGameCallTimedOut(10_000, 15_000)).toBe(true);
  });
});
