import { z } from 'zod';
import type { StoragePort } from '../ports/storage.port';

/** Storage name of the outbox, kept per user. */
export const OUTBOX_STORAGE_NAME = 'msg-outbox';

/**
 * One message waiting to be sent, or failed (kept for tap-to-resend). The client id is
 * chosen once, so every try of this entry is the same message to the server (stored and
 * charged once).
 */
const outboxEntrySchema = z.object({
  client_msg_id: z.string().min(1),
  peer_uid: z.number().int().positive(),
  /** Null for a first conversation whose chat id is not known yet: the send goes by to_uid. */
  chat_id: z.number().int().positive().nullable(),
  chat_type: z.number().int(),
  msg_type: z.number().int(),
  /** The content JSON once it is ready; null while a file still waits to be uploaded. */
  msg_content: z.string().nullable(),
  sensitive_type: z.number().int().optional(),
  sensitive_text: z.string().optional(),
  /** Local time it was queued, ms: its place in the chat until the server's mtime replaces it. */
  created_at: z.number().int().nonnegative(),
  status: z.enum(['pending', 'failed']),
});

export type OutboxEntry = z.output<typeof outboxEntrySchema>;

/** The persisted outbox of `uid`, oldest first; unreadable entries are dropped (they could not be sent anyway). */
export function readOutbox(storage: StoragePort, uid: number): OutboxEntry[] {
  const raw = storage.read(OUTBOX_STORAGE_NAME, uid);
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = outboxEntrySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function writeOutbox(storage: StoragePort, uid: number, entries: readonly OutboxEntry[]): void {
  // A full storage keeps the outbox in memory only: this session still sends it.
  if (entries.length === 0) storage.remove(OUTBOX_STORAGE_NAME, uid);
  else storage.write(OUTBOX_STORAGE_NAME, entries, uid);
}
