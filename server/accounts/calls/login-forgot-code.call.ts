import { loginForgotCodeContract } from '../../../src/application/contracts/login/forgot-code.contract.js';
import { defineCall } from '../../api/call-registry.js';
import type { AccountsDeps } from '../accounts-deps.js';
import { sendResetCode } from '../password-reset.js';
import { resetReply } from './reset-reply.js';

/** /login/forgot-code: a 4-digit code by mail, within caps; the same answer whether or not the address has an account. */
export const loginForgotCodeCall = (deps: AccountsDeps) =>
  defineCall(loginForgotCodeContract, { auth: 'none' }, async (_ctx, payload, caller) => resetReply(await sendResetCode(deps, payload.email, caller)));
