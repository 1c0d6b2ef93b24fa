import { z } from 'zod';
import { defineContract } from '../define-contract';

/** Points earned by source: what calls, messages and gifts brought in. */
export const pointsBySourceSchema = z.object({
  call: z.number().int().nonnegative(),
  message: z.number().int().nonnegative(),
  gift: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});

export type PointsBySource = z.infer<typeof pointsBySourceSchema>;

/**
 * /point/summary (ours, for /pagesPub/point/point): a host's points balance and what
 * today and this week (UTC, the rankings' periods) earned by source — read from the
 * points side of the ledger.
 */
export const pointSummaryContract = defineContract({
  path: '/point/summary',
  payload: z.object({}),
  response: z.object({ balance: z.number().int(), today: pointsBySourceSchema, week: pointsBySourceSchema }),
});
