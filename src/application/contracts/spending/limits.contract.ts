import { z } from 'zod';
import { defineContract } from '../define-contract';
import { spendLimitsState } from './spend-limits-state';

/** /spending/limits: the caller's daily and monthly coin limits and what they spent in each (issue #19). */
export const spendingLimitsContract = defineContract({
  path: '/spending/limits',
  payload: z.object({}),
  response: spendLimitsState,
});
