import { z } from 'zod';
import { defineContract } from '../define-contract';
import { loginPayloadSchema } from '../login/login-payload';
import { currentUserSchema } from '../user/current-user';

/**
 * /account/bind (000 §4, §7): the login payload, with logined_uid the signed-in tourist's
 * uid; attaches an email and password (19) or a third-party identity (24) to that
 * account, which then stops being a tourist. Same session, same uid.
 */
export const accountBindContract = defineContract({
  path: '/account/bind',
  payload: loginPayloadSchema,
  response: z.object({ user_info: currentUserSchema }),
});
