import { z } from 'zod';
import { defineContract } from '../define-contract';

/** Ours: points history rows per page. */
export const POINT_HISTORY_PAGE_SIZE = 20;

export const pointEntrySchema = z.object({
  id: z.number().int().positive(),
  points: z.number().int(),
  /** Why: 'call', 'message', 'gift' (the ledger reason). */
  reason: z.string(),
  created_at: z.number().int(),
});

export type PointEntry = z.infer<typeof pointEntrySchema>;

/** /point/history (ours): the caller's points entries, newest first; `before_id` is the previous page's last id. */
export const pointHistoryContract = defineContract({
  path: '/point/history',
  payload: z.object({
    before_id: z.number().int().positive().optional(),
    limit: z.number().int().min(1).max(POINT_HISTORY_PAGE_SIZE).default(POINT_HISTORY_PAGE_SIZE),
  }),
  response: z.object({ list: z.array(pointEntrySchema), has_more: z.boolean() }),
});
