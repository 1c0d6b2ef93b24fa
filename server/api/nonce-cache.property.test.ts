import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NonceCache } from './nonce-cache';

/** A stream of (nonce, forgetAt) arrivals at non-decreasing server times. */
const arrivals = fc.array(
  fc.record({ nonce: fc.integer({ min: 0, max: 30 }).map(String), ttl: fc.integer({ min: 0, max: 5_000 }), step: fc.integer({ min: 0, max: 800 }) }),
  { maxLength: 200 },
);

describe('NonceCache (properties)', () => {
  it('never calls a nonce fresh while an earlier acceptance of it is still inside its window', () => {
    fc.assert(
      fc.property(arrivals, (stream) => {
        const cache = new NonceCache();
        const liveUntil = new Map<string, number>();
        let now = 0;
        for (const { nonce, ttl, step } of stream) {
          now += step;
          const verdict = cache.remember('p', nonce, now + ttl, now);
          const held = liveUntil.get(nonce);
          if (held !== undefined && now <= held) expect(verdict).toBe('replayed');
          if (verdict === 'fresh') liveUntil.set(nonce, now + ttl);
        }
      }),
    );
  });

  it('holds nothing whose window ended more than a bucket ago', () => {
    fc.assert(
      fc.property(arrivals, (stream) => {
        const cache = new NonceCache();
        let now = 0;
        for (const { nonce, ttl, step } of stream) {
          now += step;
          cache.remember('p', `${nonce}:${now}`, now + ttl, now);
        }
        cache.remember('p', 'probe', now + 20_000, now + 10_000);
        expect(cache.size).toBe(1);
      }),
    );
  });

  it('never lets a flood in other partitions turn away, or forget, a nonce of this one', () => {
    const flood = fc.array(fc.record({ partition: fc.integer({ min: 0, max: 5 }).map((n) => `client:${n}`), nonce: fc.integer({ min: 0, max: 50 }).map(String) }), { maxLength: 300 });
    fc.assert(
      fc.property(flood, (others) => {
        const cache = new NonceCache({ maxEntries: 1_000, maxPerPartition: 20 });
        expect(cache.remember('user:1', 'mine', 10_000, 0)).toBe('fresh');
        for (const { partition, nonce } of others) cache.remember(partition, nonce, 10_000, 0);
        expect(cache.remember('user:1', 'mine', 10_000, 1)).toBe('replayed');
        expect(cache.remember('user:1', 'next', 10_000, 1)).toBe('fresh');
      }),
    );
  });
});
