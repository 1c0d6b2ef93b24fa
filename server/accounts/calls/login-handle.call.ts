import { loginHandleContract } from '../../../src/application/contracts/login/handle.contract.js';
import { defineCall } from '../../api/call-registry.js';
import type { AccountsDeps } from '../accounts-deps.js';
import { loginReply } from '../login-answer.js';
import { signIn } from '../sign-in.js';

/** /login/handle: every sign-in source (000 §3); a session token sent along is ignored. */
export const loginHandleCall = (deps: AccountsDeps) =>
  defineCall(loginHandleContract, { auth: 'none' }, async (_ctx, payload, caller) => loginReply(await signIn(deps, payload, caller), deps.clock.now()));
