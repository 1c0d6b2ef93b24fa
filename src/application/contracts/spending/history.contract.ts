import { z } from 'zod';
import { defineContract } from '../define-contract';

/** The longest history one request returns, in days. */
export const SPENDING_HISTORY_MAX_DAYS = 90;

/** The kinds of spending the history splits a day into (the ledger's spend reasons, and refunds given back). */
export const SPEND_KINDS = ['call', 'match', 'message', 'gift', 'moment', 'game', 'refund'] as const;
export type SpendKind = (typeof SPEND_KINDS)[number];

const day = z.object({
  /** The UTC day's start. */
  day: z.number().int(),
  /** Coins spent that day net of refunds. */
  total: z.number().int(),
  /** Coins per kind; refunds are positive amounts given back. */
  by_kind: z.record(z.string(), z.number().int()),
});

/** /spending/history: the caller's spending per UTC day and kind, newest day first, days without spending left out. */
export const spendingHistoryContract = defineContract({
  path: '/spending/history',
  payload: z.object({ days: z.number().int().min(1).max(SPENDING_HISTORY_MAX_DAYS).default(30) }),
  response: z.object({ days: z.array(day) }),
});
export type SpendingDay = z.output<typeof day>;
