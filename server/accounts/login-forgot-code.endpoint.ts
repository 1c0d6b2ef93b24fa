import { loginForgotCodeContract } from '../../src/application/contracts/login/forgot-code.contract.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AccountsDeps } from './accounts-deps.js';
import { sendResetCode } from './password-reset.js';
import { resetReply } from './reset-reply.js';

/** /login/forgot-code: a 4-digit code by mail, within caps; the same answer whether or not the address has an account. */
export const loginForgotCodeEndpoint = (deps: AccountsDeps) =>
  defineEndpoint(loginForgotCodeContract, { auth: 'none' }, async (payload, caller) => resetReply(await sendResetCode(deps, payload.email, caller)));
