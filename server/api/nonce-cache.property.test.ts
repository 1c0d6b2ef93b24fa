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
          const verdict = cache.remember(nonce, now + ttl, now);
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
          cache.remember(`${nonce}:${now}`, now + ttl, now);
        }
        cache.remember('probe', now + 20_000, now + 10_000);
        expect(cache.size).toBe(1);
      }),
    );
  });
});
