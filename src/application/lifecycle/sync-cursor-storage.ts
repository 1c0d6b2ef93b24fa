import { z } from 'zod';
import type { MessageCursor } from '../../domain/messages';
import type { StoragePort } from '../ports/storage.port';

/** Storage name of the /msg/sync cursor, kept per user. */
export const SYNC_CURSOR_STORAGE_NAME = 'msg-sync-cursor';

/** The persisted cursor: the (mtime, id) of the last message this device stored. */
const storedCursorSchema = z.object({
  /** mtime of that message, ms. */
  mtime: z.number().int().nonnegative(),
  /** Its id: messages sharing the mtime are told apart by it. */
  id: z.number().int().nonnegative(),
});

/** The cursor this device stored for `uid`; null before the first sync or when the entry is unreadable. */
export function readSyncCursor(storage: StoragePort, uid: number): MessageCursor | null {
  const parsed = storedCursorSchema.safeParse(storage.read(SYNC_CURSOR_STORAGE_NAME, uid));
  return parsed.success ? parsed.data : null;
}

export function writeSyncCursor(storage: StoragePort, uid: number, cursor: MessageCursor): void {
  // A full storage keeps the old cursor: the next sync repeats a page, which merging absorbs.
  storage.write(SYNC_CURSOR_STORAGE_NAME, { mtime: cursor.mtime, id: cursor.id }, uid);
}
