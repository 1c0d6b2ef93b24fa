import { describe, expect, it } from 'vitest';
import { nextReconnectDelay } from './reconnect';

describe('nextReconnectDelay', () => {
  it('waits 1 s, 3 s, 5 s, then 5 s up to the 7th attempt', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(nextReconnectDelay)).toEqual([1_000, 3_000, 5_000, 5_000, 5_000, 5_000, 5_000]);
  });
  it('stops at the 8th attempt', () => {
    expect(nextReconnectDelay(8)).toBeNull();
    expect(nextReconnectDelay(100)).toBeNull();
  });
  it('treats an attempt number below 1 as the first attempt', () => {
    expect(nextReconnectDelay(0)).toBe(1_000);
  });
});
