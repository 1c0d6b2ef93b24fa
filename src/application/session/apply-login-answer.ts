import { RESULT_WRONG_PASSWORD, SIGN_TYPE } from '../../domain';
import type { LoginAnswer } from '../contracts/login/login-grant';
import type { ApiResult } from '../ports/http.port';
import type { SessionStore } from './session-store';
import { signInFailed, type SignInResult } from './sign-in-outcome';

/**
 * Turns the answer of /login/handle into the session and the next step (000 §4):
 * sign_type 1 goes home, sign_type 2 to profile completion with random_info; ok 2 is a
 * wrong password; a ban answers with banned_infos and no session.
 */
export function applyLoginAnswer(result: ApiResult<LoginAnswer>, store: SessionStore, email = ''): SignInResult {
  if (!result.ok) return signInFailed(result.error.msg);
  if (result.code === RESULT_WRONG_PASSWORD) return { ok: false, error: { code: 'LOGIN.WRONG_PASSWORD', email } };
  const data = result.data;
  if (data === undefined) return signInFailed(result.msg);
  if ('banned_infos' in data) return { ok: false, error: { code: 'LOGIN.BANNED', banned: data.banned_infos } };
  store.signIn(data);
  return {
    ok: true,
    next: data.sign_type === SIGN_TYPE.newAccount ? 'profile' : 'home',
    isRegister: data.is_register === 1,
    randomInfo: data.random_info,
  };
}
