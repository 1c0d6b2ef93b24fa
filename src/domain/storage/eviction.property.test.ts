import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planStorageEviction, STORAGE_EVICTION_TARGET_BYTES, type StorageEntry } from './eviction';

const entries = fc.uniqueArray(
  fc.record({ key: fc.string({ minLength: 1, maxLength: 8 }), bytes: fc.nat({ max: 400_000 }), kind: fc.constantFrom<StorageEntry['kind']>('userHome', 'privateChat', 'other') }),
  { selector: (e) => e.key, maxLength: 30 },
);

describe('planStorageEviction (properties)', () => {
  it('only deletes user-home and private-chat entries, each once', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const plan = planStorageEviction(list);
        const byKey = new Map(list.map((e) => [e.key, e]));
        expect(new Set(plan.keys).size).toBe(plan.keys.length);
        for (const key of plan.keys) expect(byKey.get(key)?.kind).not.toBe('other');
      }),
    );
  });
  it('frees what it says and reaches the target exactly when the freed bytes do', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const plan = planStorageEviction(list);
        const byKey = new Map(list.map((e) => [e.key, e.bytes]));
        expect(plan.freedBytes).toBe(plan.keys.reduce((sum, key) => sum + byKey.get(key)!, 0));
        expect(plan.reachedTarget).toBe(plan.freedBytes >= STORAGE_EVICTION_TARGET_BYTES);
      }),
    );
  });
  it('deletes no more than needed: without its last key the plan would fall short', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const plan = planStorageEviction(list);
        const last = list.find((e) => e.key === plan.keys.at(-1));
        if (last !== undefined) expect(plan.freedBytes - last.bytes).toBeLessThan(STORAGE_EVICTION_TARGET_BYTES);
      }),
    );
  });
  it('takes the largest caches first and takes every cache when the target is missed', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const plan = planStorageEviction(list);
        const chosen = new Set(plan.keys);
        const caches = list.filter((e) => e.kind !== 'other');
        const smallestChosen = Math.min(...caches.filter((e) => chosen.has(e.key)).map((e) => e.bytes));
        for (const e of caches.filter((c) => !chosen.has(c.key))) expect(e.bytes).toBeLessThanOrEqual(smallestChosen);
        if (!plan.reachedTarget) expect(plan.keys).toHaveLength(caches.length);
      }),
    );
  });
});
