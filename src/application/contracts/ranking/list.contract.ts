import { z } from 'zod';
import { RANKING_BOARDS, RANKING_PERIODS } from '../../../domain';
import { callPeerSchema } from '../call/call-peer';
import { defineContract } from '../define-contract';

export const rankingRowSchema = z.object({
  rank: z.number().int().positive(),
  /** Coins received (girls) or spent (guys) in the period. */
  coins: z.number().int(),
  user_info: callPeerSchema,
});

export type RankingRow = z.infer<typeof rankingRowSchema>;

/**
 * /ranking/list (ours; 000 §9 names daily and weekly, girls and guys): the top of a board
 * for the current UTC period, computed from the ledger, and the viewer's own place
 * (`rank` null when not on the board, `capped` when further down than RANKING_COUNT_CAP).
 */
export const rankingListContract = defineContract({
  path: '/ranking/list',
  payload: z.object({ period: z.enum(RANKING_PERIODS), board: z.enum(RANKING_BOARDS) }),
  response: z.object({
    list: z.array(rankingRowSchema),
    mine: z.object({ rank: z.number().int().positive().nullable(), capped: z.boolean(), coins: z.number().int(), user_info: callPeerSchema }),
    period_start: z.number().int(),
    period_end: z.number().int(),
  }),
});
