import { z } from 'zod';
import { SIGN_TYPE } from '../../../domain';
import { bannedInfoSchema } from '../user/banned-info';
import { binaryFlag, currentUserSchema } from '../user/current-user';

/**
 * Suggestions for profile completion after a new account (sign_type 2), and the
 * third-party account's email when there is one (000 §4).
 */
export const randomInfoSchema = z.object({
  nickname: z.string(),
  avatar: z.string(),
  email: z.string().optional(),
});

/**
 * A signed-in session (000 §3 "Login response"): the bearer token, the per-session
 * request key `app_cre`, and a refresh token that /login/refresh trades for new ones.
 */
export const loginGrantSchema = z.object({
  token: z.string().min(1),
  refresh_token: z.string().min(1),
  app_cre: z.string().min(1),
  user_info: currentUserSchema,
  sign_type: z.union([z.literal(SIGN_TYPE.loggedIn), z.literal(SIGN_TYPE.newAccount)]),
  is_register: binaryFlag,
  is_tourist: binaryFlag,
  random_info: randomInfoSchema.nullable(),
});

/** The right credentials of a banned account: no session, only why (000 §6). */
export const bannedAnswerSchema = z.object({ banned_infos: bannedInfoSchema });

/**
 * `data` of a sign-in: a session, or the ban. A wrong password (ok 2, RESULT_WRONG_PASSWORD)
 * carries no data at all.
 */
export const loginAnswerSchema = z.union([loginGrantSchema, bannedAnswerSchema]).optional();

export type LoginGrant = z.infer<typeof loginGrantSchema>;
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
