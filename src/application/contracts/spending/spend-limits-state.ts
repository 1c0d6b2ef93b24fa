import { z } from 'zod';
import { SPEND_LIMIT_MAX } from '../../../domain/money/spend-limits';

/** One period's limit as the user sees it: in force now, and a raise waiting for its cooling-off. */
const periodLimit = z.object({
  /** Coins per period; null: no limit. */
  limit: z.number().int().nonnegative().nullable(),
  /** The coins already spent in this period (spends minus refunds). */
  spent: z.number().int().nonnegative(),
  /** When the period starts again (UTC midnight, or the first of the next UTC month). */
  resets_at: z.number().int(),
  /** A raise asked for and not in force yet: the new limit (null: none) and when it holds. */
  pending: z.object({ limit: z.number().int().nonnegative().nullable(), at: z.number().int() }).nullable(),
});

/** What /spending/limits and /spending/limits-set answer. */
export const spendLimitsState = z.object({ daily: periodLimit, monthly: periodLimit });
export type SpendLimitsState = z.output<typeof spendLimitsState>;

/** A limit one can ask for: whole coins up to the maximum, or null for none. */
export const requestedLimit = z.number().int().nonnegative().max(SPEND_LIMIT_MAX).nullable();
