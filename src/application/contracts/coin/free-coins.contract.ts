import { z } from 'zod';
import { defineContract } from '../define-contract';
import { afterTimeSchema } from './free-coins-state';

/**
 * /coin/free-coins (000 §7): claims the free coins. Refused with FREE_COINS.COOLDOWN while
 * the cooldown runs and FREE_COINS.EXHAUSTED when no more are left today. Answers the new
 * balance and the next cooldown.
 */
export const coinFreeCoinsContract = defineContract({
  path: '/coin/free-coins',
  payload: z.object({}),
  response: z.object({
    after_time: afterTimeSchema,
    balance: z.number().int().nonnegative(),
    /** Coins this claim gave. */
    coins: z.number().int().positive(),
  }),
});
