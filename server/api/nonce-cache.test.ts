import { describe, expect, it } from 'vitest';
import { NonceCache } from './nonce-cache';

describe('NonceCache', () => {
  it('calls a nonce fresh once and replayed after that', () => {
    const cache = new NonceCache();
    expect(cache.remember('a', 10_000, 0)).toBe('fresh');
    expect(cache.remember('a', 10_000, 5)).toBe('replayed');
    expect(cache.remember('b', 10_000, 5)).toBe('fresh');
  });

  it('still holds a nonce at its forget time, and forgets it once that time has passed a bucket', () => {
    const cache = new NonceCache();
    cache.remember('a', 10_500, 0);
    expect(cache.remember('a', 10_500, 10_500)).toBe('replayed');
    cache.remember('z', 99_000, 12_000);
    expect(cache.size).toBe(1);
  });

  it('refuses new nonces when full instead of forgetting live ones', () => {
    const cache = new NonceCache(2);
    cache.remember('a', 10_000, 0);
    cache.remember('b', 10_000, 0);
    expect(cache.remember('c', 10_000, 0)).toBe('full');
    expect(cache.remember('a', 10_000, 0)).toBe('replayed');
    expect(cache.remember('c', 30_000, 20_000)).toBe('fresh');
  });
});
