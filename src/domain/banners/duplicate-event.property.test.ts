import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DUPLICATE_EVENT_COOLDOWN_MS, DUPLICATE_EVENT_MEMORY_MS } from '../constants';
import { checkDuplicateEvent, EMPTY_DUPLICATE_EVENT_MEMORY } from './duplicate-event';

const stream = fc.array(fc.record({ key: fc.constantFrom('a', 'b', 'c'), dt: fc.nat({ max: 3_000 }) }), { maxLength: 80 });

describe('checkDuplicateEvent (properties)', () => {
  it('lets through events of one key at least 1 s apart, and lets the first of each key through', () => {
    fc.assert(
      fc.property(stream, (events) => {
        let memory = EMPTY_DUPLICATE_EVENT_MEMORY;
        let at = 0;
        const passed = new Map<string, number>();
        for (const { key, dt } of events) {
          at += dt;
          const check = checkDuplicateEvent(memory, key, at);
          const last = passed.get(key);
          if (last === undefined) expect(check.duplicate).toBe(false);
          if (!check.duplicate) {
            if (last !== undefined) expect(at - last).toBeGreaterThanOrEqual(DUPLICATE_EVENT_COOLDOWN_MS);
            passed.set(key, at);
          }
          memory = check.memory;
        }
      }),
    );
  });
  it('never remembers a key for 5 s or more', () => {
    fc.assert(
      fc.property(stream, (events) => {
        let memory = EMPTY_DUPLICATE_EVENT_MEMORY;
        let at = 0;
        for (const { key, dt } of events) {
          at += dt;
          memory = checkDuplicateEvent(memory, key, at).memory;
          for (const seenAt of memory.values()) expect(at - seenAt).toBeLessThan(DUPLICATE_EVENT_MEMORY_MS);
        }
      }),
    );
  });
});
