import { loginForgotCodeContract } from '../../../src/application/contracts/login/forgot-code.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { defineCall } from '../../api/call-registry.js';
import type { AccountsDeps } from '../accounts-deps.js';
import { sendResetCode } from '../password-reset.js';

/** /login/forgot-code: a 4-digit code by mail; the same answer whether or not the address has an account. */
export const loginForgotCodeCall = (deps: AccountsDeps) =>
  defineCall(loginForgotCodeContract, { auth: 'none' }, async (_ctx, payload, caller) => {
    const outcome = await sendResetCode(deps, payload.email, caller);
    return outcome.ok ? { ok: RESULT_SUCCESS } : { ok: RESULT_ERROR, msg: outcome.msg };
  });
