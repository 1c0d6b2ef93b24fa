import { z } from 'zod';
import { defineContract } from '../define-contract';
import { currentUserSchema } from '../user/current-user';

const NICKNAME_MAX = 64;

/**
 * Ours: profile completion after a new account (sign_type 2, route
 * /pagesLogin/profile/profile). The server checks the nickname and the 18-year minimum
 * age again; the client's checks are for the user's convenience.
 */
export const accountCompleteProfileContract = defineContract({
  path: '/account/complete-profile',
  payload: z.object({
    nickname: z.string().min(1).max(NICKNAME_MAX),
    /** YYYY-MM-DD. */
    birthday: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
    sex: z.number().int().min(0).max(2).optional(),
  }),
  response: z.object({ user_info: currentUserSchema }),
});
