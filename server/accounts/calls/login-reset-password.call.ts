import { loginResetPasswordContract } from '../../../src/application/contracts/login/reset-password.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { defineCall } from '../../api/call-registry.js';
import type { AccountsDeps } from '../accounts-deps.js';
import { resetPassword } from '../password-reset.js';

/** /login/reset-password: the mailed code sets a new password and signs every device out. */
export const loginResetPasswordCall = (deps: AccountsDeps) =>
  defineCall(loginResetPasswordContract, { auth: 'none' }, async (_ctx, payload) => {
    const outcome = await resetPassword(deps, payload);
    return outcome.ok ? { ok: RESULT_SUCCESS } : { ok: RESULT_ERROR, msg: outcome.msg };
  });
