import { z } from 'zod';
import { defineContract } from '../define-contract';

/**
 * /user/black (001 §7): block (`add`) or unblock (`del`) a user. A blocked user's messages
 * to the blocker are refused by the send path; `is_black` in chat users reflects it.
 * Idempotent: blocking twice leaves one block.
 */
export const userBlackContract = defineContract({
  path: '/user/black',
  payload: z.object({ target_uid: z.number().int().positive(), flag: z.enum(['add', 'del']) }),
  response: z.object({ is_black: z.union([z.literal(0), z.literal(1)]) }),
});
