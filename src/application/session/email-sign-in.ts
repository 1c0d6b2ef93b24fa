import { LOGIN_FROM } from '../../domain';
import { loginHandleContract } from '../contracts/login/handle.contract';
import { applyLoginAnswer } from './apply-login-answer';
import type { SessionDeps } from './session-deps';
import type { SignInResult } from './sign-in-outcome';

/**
 * /login/handle with login_from 19 for an already checked email and password. The
 * password leaves the device only as its md5 (000 §3); the server stores argon2id of it.
 */
export async function emailSignIn(deps: SessionDeps, email: string, password: string): Promise<SignInResult> {
  const result = await deps.anonymousHttp.request(loginHandleContract, {
    login_from: LOGIN_FROM.email,
    email,
    password: deps.crypto.md5Hex(password),
    ...deps.device,
  });
  return applyLoginAnswer(result, deps.store, email);
}
