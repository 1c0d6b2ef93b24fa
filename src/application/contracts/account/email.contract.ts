import { z } from 'zod';
import { defineContract } from '../define-contract';

/**
 * /account/email (ours; 001 §2 /pagesPub/my/email): the signed-in account's e-mail ('' when
 * none is bound) and the coins binding one would still earn (0 once earned).
 */
export const accountEmailContract = defineContract({
  path: '/account/email',
  payload: z.object({}),
  response: z.object({ email: z.string(), bind_reward_coins: z.number().int().nonnegative() }),
});
