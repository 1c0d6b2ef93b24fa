import { z } from 'zod';
import { CALL_HISTORY_KINDS, CALL_STATUS_ICON } from '../../../domain';
import { defineContract } from '../define-contract';
import { callPeerSchema } from './call-peer';
import { roomIdSchema } from './call-room';

/** Ours: rows per page of the call history. */
export const CALL_HISTORY_PAGE_SIZE = 20;

const icons = Object.values(CALL_STATUS_ICON);

/** One row of the call list (/pagesPub/call-list/list). */
export const callHistoryRowSchema = z.object({
  id: z.number().int().positive(),
  room_id: roomIdSchema,
  kind: z.enum(CALL_HISTORY_KINDS),
  media: z.enum(['video', 'audio']),
  status_icon: z.number().int().refine((icon) => icons.includes(icon as (typeof icons)[number]), 'unknown call status icon'),
  /** Whole seconds of connected media. */
  duration_s: z.number().int().nonnegative(),
  /** Coins this user paid for the call (0 for the callee). */
  coins: z.number().int().nonnegative(),
  created_at: z.number().int().nonnegative(),
  user_info: callPeerSchema,
});

export type CallHistoryRow = z.infer<typeof callHistoryRowSchema>;

/**
 * /call/history (ours): the caller's call list, newest first, a page at a time;
 * `before_id` is the last row's id of the previous page (omit it for the first page).
 */
export const callHistoryContract = defineContract({
  path: '/call/history',
  payload: z.object({
    before_id: z.number().int().positive().optional(),
    limit: z.number().int().min(1).max(CALL_HISTORY_PAGE_SIZE).default(CALL_HISTORY_PAGE_SIZE),
  }),
  response: z.object({ list: z.array(callHistoryRowSchema), has_more: z.boolean() }),
});
