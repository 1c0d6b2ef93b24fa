import { describe, expect, it } from 'vitest';
import { compareCursor, isAfterCursor, nextCursor } from './message-cursor';

describe('message cursor', () => {
  it('orders by mtime first, then by id', () => {
    expect(compareCursor({ mtime: 1, id: 9 }, { mtime: 2, id: 1 })).toBeLessThan(0);
    expect(compareCursor({ mtime: 2, id: 1 }, { mtime: 2, id: 3 })).toBeLessThan(0);
    expect(compareCursor({ mtime: 2, id: 3 }, { mtime: 2, id: 3 })).toBe(0);
  });
  it('takes a message sharing the cursor mtime with a higher id as after the cursor', () => {
    expect(isAfterCursor({ mtime: 5, id: 8 }, { mtime: 5, id: 7 })).toBe(true);
    expect(isAfterCursor({ mtime: 5, id: 7 }, { mtime: 5, id: 7 })).toBe(false);
  });
  it('takes every message as after no cursor', () => {
    expect(isAfterCursor({ mtime: 0, id: 0 }, null)).toBe(true);
  });
  it('advances to the greatest message of the page and never moves back', () => {
    expect(nextCursor(null, [{ mtime: 5, id: 2 }, { mtime: 5, id: 9 }, { mtime: 4, id: 99 }])).toEqual({ mtime: 5, id: 9 });
    expect(nextCursor({ mtime: 6, id: 1 }, [{ mtime: 5, id: 9 }])).toEqual({ mtime: 6, id: 1 });
    expect(nextCursor(null, [])).toBeNull();
  });
});
