import { loginResetPasswordContract } from '../../src/application/contracts/login/reset-password.contract.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AccountsDeps } from './accounts-deps.js';
import { resetPassword } from './password-reset.js';
import { resetReply } from './reset-reply.js';

/** /login/reset-password: the mailed code sets a new password and signs every device out. */
export const loginResetPasswordEndpoint = (deps: AccountsDeps) =>
  defineEndpoint(loginResetPasswordContract, { auth: 'none' }, async (payload, caller) => resetReply(await resetPassword(deps, payload, caller)));
