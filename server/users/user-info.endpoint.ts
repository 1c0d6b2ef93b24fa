import { userInfoContract } from '../../src/application/contracts/user/info.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { userCardOf } from './user-card.js';
import { userExists } from './user-exists.js';
import { refreshLevel } from './user-level.js';
import type { UsersDeps } from './users-deps.js';
import { findUser, followFacts, isLiveNow } from './users-queries.js';

/** /user/info (ours): another user's public card for the user page, as the caller sees it. */
export const userInfoEndpoint = ({ db, clock, calls, presence, ledger }: Pick<UsersDeps, 'db' | 'clock' | 'calls' | 'presence' | 'ledger'>) =>
  defineEndpoint(userInfoContract, { auth: 'required' }, async (payload, caller) => {
    if (!(await userExists(db, payload.target_uid))) return refuse(RESULT_ERROR, 'USER.NOT_FOUND');
    await refreshLevel(db, ledger, payload.target_uid);
    const user = await findUser(db, payload.target_uid);
    if (user === undefined) return refuse(RESULT_ERROR, 'USER.NOT_FOUND');
    const [inCall, connected, follows, isLive, coinsBetween] = await Promise.all([
      calls.isInCall(user.uid), presence.isConnected(user.uid), followFacts(db, caller.uid, user.uid), isLiveNow(db, user.uid),
      caller.uid === user.uid ? 0 : ledger.coinsBetween(caller.uid, user.uid),
    ]);
    return { ok: RESULT_SUCCESS, data: userCardOf(user, { inCall, connected, ...follows, isLive, coinsBetween }, clock.now()) };
  });
