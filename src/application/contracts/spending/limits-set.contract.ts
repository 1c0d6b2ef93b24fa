import { z } from 'zod';
import { defineContract } from '../define-contract';
import { requestedLimit, spendLimitsState } from './spend-limits-state';

/**
 * /spending/limits-set: the caller sets one or both limits (null removes one). Lower holds
 * at once; higher after the cooling-off day (src/domain/money/spend-limits.ts). Answers the
 * new state.
 */
export const spendingLimitsSetContract = defineContract({
  path: '/spending/limits-set',
  payload: z.object({ daily: requestedLimit.optional(), monthly: requestedLimit.optional() }),
  response: spendLimitsState,
});
