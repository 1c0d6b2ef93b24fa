/**
 * The `/msg/sync` cursor. Many messages can share one mtime (a burst, a broadcast), so the
 * cursor is the pair (mtime, id): "everything after (mtime, id)" never skips a message that
 * shares the mtime of the last one delivered, nor delivers one twice.
 */
export interface MessageCursor {
  readonly mtime: number;
  readonly id: number;
}

/** Negative, zero or positive as `a` comes before, with or after `b`. */
export function compareCursor(a: MessageCursor, b: MessageCursor): number {
  if (a.mtime !== b.mtime) return a.mtime < b.mtime ? -1 : 1;
  if (a.id !== b.id) return a.id < b.id ? -1 : 1;
  return 0;
}

/** Whether a message belongs to the pages after `cursor` (null: from the beginning). */
export function isAfterCursor(message: MessageCursor, cursor: MessageCursor | null): boolean {
  return cursor === null || compareCursor(message, cursor) > 0;
}

/** The cursor after a delivered page: the greatest of the old cursor and the page. */
export function nextCursor(cursor: MessageCursor | null, page: readonly MessageCursor[]): MessageCursor | null {
  let next = cursor;
  for (const m of page) if (next === null || compareCursor(m, next) > 0) next = { mtime: m.mtime, id: m.id };
  return next;
}
