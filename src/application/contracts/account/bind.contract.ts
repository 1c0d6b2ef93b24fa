import { z } from 'zod';
import { defineContract } from '../define-contract';
import { loginPayloadSchema } from '../login/login-payload';
import { currentUserSchema } from '../user/current-user';
import { verificationCodeSchema } from './verification-code';

/**
 * /account/bind (000 §4, §7): the login payload, with logined_uid the signed-in tourist's
 * uid; attaches an email and password (19) or a third-party identity (24) to that
 * account, which then stops being a tourist. Same session, same uid. An e-mail is bound
 * only with `verify_code`, the code /account/email-code mailed to it (ours: it proves the
 * address). `reward_coins` is what this call credited for binding an e-mail (0 when the
 * reward was already paid, or for a third-party identity).
 */
export const accountBindContract = defineContract({
  path: '/account/bind',
  payload: loginPayloadSchema.safeExtend({ verify_code: verificationCodeSchema.optional() }),
  response: z.object({ user_info: currentUserSchema, reward_coins: z.number().int().nonnegative().optional() }),
});
