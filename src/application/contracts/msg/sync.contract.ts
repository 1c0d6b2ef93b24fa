import { z } from 'zod';
import { defineContract } from '../define-contract';
import { bannedInfoSchema } from '../user/banned-info';
import { binaryFlag, currentUserSchema } from '../user/current-user';
import { cursorPart, syncMessageSchema } from './sync-message';

/** A payment outcome waiting for /pay/event-ack (also pushed as realtime type 34). */
export const payEventSchema = z.object({
  event_id: z.number().int().positive(),
  order_no: z.string(),
  kind: z.string(),
  data: z.record(z.string(), z.unknown()),
  /** Epoch ms. */
  created_at: z.number().int().nonnegative(),
});

/**
 * /msg/sync (000 §7): the gap fill after any disconnect and the source of truth for
 * messages. The cursor is (last_sync_mtime, last_sync_id): the answer holds the messages
 * strictly after it in (mtime, id) order, so none is skipped or repeated when many share
 * an mtime. Send back the cursor it returns; `has_more` 1 means ask again at once.
 */
export const msgSyncContract = defineContract({
  path: '/msg/sync',
  payload: z.object({
    /** mtime of the last message synced (ms); 0 or absent from the beginning. */
    last_sync_mtime: cursorPart.optional(),
    /** Ours: id of that message, so messages sharing its mtime are neither skipped nor repeated. */
    last_sync_id: cursorPart.optional(),
    /** The same position in seconds (older clients); used only without last_sync_mtime. */
    ctime: cursorPart.optional(),
  }),
  response: z.object({
    user_info: currentUserSchema,
    free_coins: z.number().int().nonnegative(),
    banned_infos: bannedInfoSchema.nullable(),
    /** Free spins of the lucky wheel. */
    wheel_free_chance: z.number().int().nonnegative(),
    pay_event_list: z.array(payEventSchema),
    last_sync_mtime: cursorPart,
    last_sync_id: cursorPart,
    list: z.array(syncMessageSchema),
    has_more: binaryFlag,
  }),
});

export type SyncAnswer = z.output<(typeof msgSyncContract)['response']>;
export type PayEvent = z.output<typeof payEventSchema>;
