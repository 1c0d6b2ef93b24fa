import { z } from 'zod';
import { defineContract } from '../define-contract';
import { userCardSchema } from './user-card';

/**
 * /user/info (ours; the spec names no call for another user's profile): the public card
 * of `target_uid` for the user page. An unknown user is USER.NOT_FOUND.
 */
export const userInfoContract = defineContract({
  path: '/user/info',
  payload: z.object({ target_uid: z.number().int().positive() }),
  response: userCardSchema,
});
