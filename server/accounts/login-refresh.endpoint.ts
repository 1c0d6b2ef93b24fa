import { loginRefreshContract } from '../../src/application/contracts/login/refresh.contract.js';
import { RESULT_LOGOUT, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import type { AccountsDeps } from './accounts-deps.js';
import { findUser } from './accounts-repository.js';
import { loginGrantOf } from './login-answer.js';
import { rotateSession } from './session-repository.js';

/**
 * /login/refresh: a refresh token buys a new token, refresh token and request key; the
 * old ones keep working until the new pair is first used and ROTATION_GRACE_MS has passed
 * (the same token again meanwhile answers the same pair, on any node: a reply lost to a
 * timeout must not sign the user out). A refresh token that is unknown, used after that,
 * revoked (logout, ban, password reset) or expired answers ok 99: the client signs out.
 */
export const loginRefreshEndpoint = (deps: AccountsDeps) =>
  defineEndpoint(loginRefreshContract, { auth: 'none' }, async (payload) => {
    const now = deps.clock.now();
    const rotated = await rotateSession(deps.db, payload.refresh_token, payload.device_id, now);
    if (rotated === null) return refuse(RESULT_LOGOUT, ACCOUNT_MESSAGES.refreshInvalid);
    const user = await findUser(deps.db, rotated.uid);
    if (user === undefined) throw new Error(`session of missing user ${rotated.uid}`);
    return { ok: RESULT_SUCCESS, data: loginGrantOf(user, rotated.issued, { isRegister: false }, now) };
  });
