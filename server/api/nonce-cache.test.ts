import { describe, expect, it } from 'vitest';
import { NonceCache } from './nonce-cache';

describe('NonceCache', () => {
  it('calls a nonce fresh once and replayed after that', () => {
    const cache = new NonceCache();
    expect(cache.remember('p', 'a', 10_000, 0)).toBe('fresh');
    expect(cache.remember('p', 'a', 10_000, 5)).toBe('replayed');
    expect(cache.remember('p', 'b', 10_000, 5)).toBe('fresh');
  });

  it('still holds a nonce at its forget time, and forgets it once that time has passed a bucket', () => {
    const cache = new NonceCache();
    cache.remember('p', 'a', 10_500, 0);
    expect(cache.remember('p', 'a', 10_500, 10_500)).toBe('replayed');
    cache.remember('p', 'z', 99_000, 12_000);
    expect(cache.size).toBe(1);
  });

  it('refuses new nonces when full instead of forgetting live ones', () => {
    const cache = new NonceCache({ maxEntries: 2 });
    cache.remember('p', 'a', 10_000, 0);
    cache.remember('p', 'b', 10_000, 0);
    expect(cache.remember('p', 'c', 10_000, 0)).toBe('full');
    expect(cache.remember('p', 'a', 10_000, 0)).toBe('replayed');
    expect(cache.remember('p', 'c', 30_000, 20_000)).toBe('fresh');
  });

  it('tells one partition to slow down at its cap while another still gets through', () => {
    const cache = new NonceCache({ maxPerPartition: 2 });
    cache.remember('flooder', 'a', 10_000, 0);
    cache.remember('flooder', 'b', 10_000, 0);
    expect(cache.remember('flooder', 'c', 10_000, 0)).toBe('partition-full');
    expect(cache.remember('user:7', 'c', 10_000, 0)).toBe('fresh');
    expect(cache.remember('flooder', 'a', 10_000, 0)).toBe('replayed');
  });

  it('keeps the same nonce apart in two partitions, and gives a partition its room back as its nonces expire', () => {
    const cache = new NonceCache({ maxPerPartition: 1 });
    expect(cache.remember('user:1', 'n', 10_000, 0)).toBe('fresh');
    expect(cache.remember('user:2', 'n', 10_000, 0)).toBe('fresh');
    expect(cache.partitions).toBe(2);
    expect(cache.remember('user:1', 'm', 30_000, 20_000)).toBe('fresh');
    expect(cache.partitions).toBe(1);
  });
});
