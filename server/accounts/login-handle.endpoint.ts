import { loginHandleContract } from '../../src/application/contracts/login/handle.contract.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AccountsDeps } from './accounts-deps.js';
import { loginReply } from './login-answer.js';
import { signIn } from './sign-in.js';

/** /login/handle: every sign-in source (000 §3); a session token sent along is ignored. */
export const loginHandleEndpoint = (deps: AccountsDeps) =>
  defineEndpoint(loginHandleContract, { auth: 'none' }, async (payload, caller) => loginReply(await signIn(deps, payload, caller), deps.clock.now()));
