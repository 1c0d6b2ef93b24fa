import { LOGIN_FROM } from '../../domain';
import { loginHandleContract } from '../contracts/login/handle.contract';
import { applyLoginAnswer } from './apply-login-answer';
import type { SessionDeps } from './session-deps';
import type { SignInResult } from './sign-in-outcome';

/** Quick sign-in (login_from 7): the device's guest account, created on first use. */
export async function loginQuick(deps: SessionDeps): Promise<SignInResult> {
  const result = await deps.anonymousHttp.request(loginHandleContract, { login_from: LOGIN_FROM.quick, ...deps.device });
  return applyLoginAnswer(result, deps.store);
}
