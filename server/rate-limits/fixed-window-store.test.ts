import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedWindowStore } from './fixed-window-store.js';

function counter(store: FixedWindowStore) {
  return (key: string, windowMs: number) => {
    let seen = { current: 0, ttl: 0 };
    store.incr(key, (_error, result) => (seen = result!), windowMs);
    return seen;
  };
}

describe('FixedWindowStore', () => {
  it('gives each request of a window its own count, so requests arriving together are told apart', () => {
    const hit = counter(new FixedWindowStore(undefined, 10, () => 0));
    const counts = Array.from({ length: 21 }, () => hit('client', 1_000).current);
    expect(counts).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
  });

  it('starts a fresh window once the last one ended, and says how long a window has left', () => {
    let now = 0;
    const hit = counter(new FixedWindowStore(undefined, 10, () => now));
    hit('client', 1_000);
    now = 400;
    expect(hit('client', 1_000)).toEqual({ current: 2, ttl: 600 });
    now = 1_000;
    expect(hit('client', 1_000)).toEqual({ current: 1, ttl: 1_000 });
  });

  it('remembers at most its capacity of clients, forgetting the least recently seen', () => {
    const store = new FixedWindowStore(undefined, 2, () => 0);
    const hit = counter(store);
    hit('a', 1_000);
    hit('b', 1_000);
    hit('a', 1_000);
    hit('c', 1_000);
    expect(store.size).toBe(2);
    expect(hit('a', 1_000).current).toBe(3);
    expect(hit('b', 1_000).current).toBe(1);
  });

  it('never counts more requests in a window than arrived in it (property)', () => {
    const arrivals = fc.array(fc.record({ key: fc.constantFrom('a', 'b', 'c'), step: fc.integer({ min: 0, max: 300 }) }), { maxLength: 200 });
    fc.assert(
      fc.property(arrivals, fc.integer({ min: 1, max: 1_000 }), (stream, windowMs) => {
        let now = 0;
        const hit = counter(new FixedWindowStore(undefined, 10, () => now));
        const starts = new Map<string, { at: number; count: number }>();
        for (const { key, step } of stream) {
          now += step;
          const open = starts.get(key);
          const window = open !== undefined && open.at + windowMs > now ? open : { at: now, count: 0 };
          window.count += 1;
          starts.set(key, window);
          expect(hit(key, windowMs).current).toBe(window.count);
        }
      }),
    );
  });
});
