import { z } from 'zod';

/** One half of the sync cursor (mtime ms, or message id). */
export const cursorPart = z.number().int().nonnegative();

/**
 * A message as /msg/sync delivers it (001 §3 "Message"): server-known, so it has its id.
 * (mtime, id) is its place in the sync order.
 */
export const syncMessageSchema = z.object({
  id: z.number().int().positive(),
  chat_id: z.number().int().positive(),
  chat_type: z.number().int(),
  send_uid: z.number().int().positive(),
  /** Milliseconds, server clock. */
  mtime: z.number().int().nonnegative(),
  /** Seconds (mtime / 1000, rounded down). */
  ctime: z.number().int().nonnegative(),
  msg_type: z.number().int(),
  /** A JSON string (parseMessageContent). */
  msg_content: z.string(),
  msg_status: z.number().int(),
  /** The sender's retry key, echoed so the sender's local copy is replaced, not doubled. */
  client_msg_id: z.string().nullable(),
});

export type SyncMessage = z.output<typeof syncMessageSchema>;
