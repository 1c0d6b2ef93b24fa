import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCursor, isAfterCursor, nextCursor, type MessageCursor } from './message-cursor';

/** Many messages on few mtimes: the case a cursor on mtime alone gets wrong. */
const messages = fc.uniqueArray(fc.record({ mtime: fc.integer({ min: 0, max: 3 }), id: fc.integer({ min: 1, max: 500 }) }), {
  selector: (m) => m.id, maxLength: 60,
});

/** The server side of /msg/sync: the next `size` messages after the cursor, in order. */
function page(all: readonly MessageCursor[], cursor: MessageCursor | null, size: number): MessageCursor[] {
  return all.filter((m) => isAfterCursor(m, cursor)).sort(compareCursor).slice(0, size);
}

describe('cursor properties', () => {
  it('delivers every message exactly once when paging, however many share an mtime', () => {
    fc.assert(fc.property(messages, fc.integer({ min: 1, max: 7 }), (all, size) => {
      const delivered: MessageCursor[] = [];
      let cursor: MessageCursor | null = null;
      for (let p = page(all, cursor, size); p.length > 0; p = page(all, cursor, size)) {
        delivered.push(...p);
        cursor = nextCursor(cursor, p);
      }
      expect(delivered.map((m) => m.id).sort((a, b) => a - b)).toEqual(all.map((m) => m.id).sort((a, b) => a - b));
    }));
  });
  it('never moves the cursor backwards', () => {
    fc.assert(fc.property(messages, messages, (first, second) => {
      const a = nextCursor(null, first);
      const b = nextCursor(a, second);
      if (a !== null && b !== null) expect(compareCursor(b, a)).toBeGreaterThanOrEqual(0);
    }));
  });
  it('is a total order: antisymmetric and transitive', () => {
    const c = fc.record({ mtime: fc.integer({ min: 0, max: 2 }), id: fc.integer({ min: 0, max: 2 }) });
    fc.assert(fc.property(c, c, c, (a, b, d) => {
      expect(Math.sign(compareCursor(a, b)) + Math.sign(compareCursor(b, a))).toBe(0);
      if (compareCursor(a, b) <= 0 && compareCursor(b, d) <= 0) expect(compareCursor(a, d)).toBeLessThanOrEqual(0);
    }));
  });
});
