import type { LoginAnswer, LoginGrant } from '../../src/application/contracts/login/login-grant.js';
import { RESULT_ERROR, RESULT_SUCCESS, RESULT_WRONG_PASSWORD, SIGN_TYPE } from '../../src/domain/constants.js';
import type { EndpointReply } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { currentUserOf, needsProfileCompletion, type UserRow } from './current-user.js';
import type { IssuedSession } from './session-repository.js';
import type { SignInOutcome } from './sign-in.js';

/**
 * The login response (000 §3): sign_type 2 sends a registered account without a
 * birthday to profile completion with suggestions (and the third-party email); guests
 * go straight in. is_register says whether this very request created the account.
 */
export function loginGrantOf(user: UserRow, issued: IssuedSession, context: { readonly isRegister: boolean; readonly thirdPartyEmail?: string }, now: number): LoginGrant {
  const completeProfile = needsProfileCompletion(user);
  return {
    token: issued.token,
    refresh_token: issued.refreshToken,
    app_cre: issued.appCre,
    user_info: currentUserOf(user, now),
    sign_type: completeProfile ? SIGN_TYPE.newAccount : SIGN_TYPE.loggedIn,
    is_register: context.isRegister ? 1 : 0,
    is_tourist: user.is_tourist ? 1 : 0,
    random_info: completeProfile
      ? { nickname: user.nickname, avatar: user.avatar, ...(context.thirdPartyEmail === undefined ? {} : { email: context.thirdPartyEmail }) }
      : null,
  };
}

/** ok 1 with a session or the ban, ok 2 without a message for a wrong password (000 §4), ok -1 with the reason otherwise. */
export function loginReply(outcome: SignInOutcome, now: number): EndpointReply<LoginAnswer> {
  switch (outcome.kind) {
    case 'session':
      return { ok: RESULT_SUCCESS, data: loginGrantOf(outcome.user, outcome.issued, outcome, now) };
    case 'banned':
      return { ok: RESULT_SUCCESS, data: { banned_infos: outcome.info } };
    case 'wrong-password':
      // No msg: ok 2 is a success code, and a success's message is shown as a toast (000 §8),
      // on top of the client's own 'tips' dialog with login.passWrong and its reset button.
      return { ok: RESULT_WRONG_PASSWORD };
    case 'refused':
      return refuse(RESULT_ERROR, outcome.msg);
  }
}
