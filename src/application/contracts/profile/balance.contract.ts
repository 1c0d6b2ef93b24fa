import { z } from 'zod';
import type { Coins } from '../../../domain';
import { defineContract } from '../define-contract';

/** /profile/balance returns the caller's coin balance (000 §7). */
export const profileBalanceContract = defineContract({
  path: '/profile/balance',
  payload: z.object({}),
  response: z.object({ balance: z.number().int().nonnegative().transform((coins) => coins as Coins) }),
});
