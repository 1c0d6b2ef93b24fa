import { userBlacklistContract } from '../../src/application/contracts/user/blacklist.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { relationCursorOf, relationPageOf } from './relation-reply.js';
import { relationPage } from './relation-queries.js';
import type { UsersDeps } from './users-deps.js';

/** /user/blacklist: the users the caller blocked, newest block first (the blocked list's unblock is /user/black del). */
export const userBlacklistEndpoint = ({ db, clock }: Pick<UsersDeps, 'db' | 'clock'>) =>
  defineEndpoint(userBlacklistContract, { auth: 'required' }, async (payload, caller) => {
    const page = await relationPage(db, 'blocked', caller.uid, relationCursorOf(payload.cursor));
    return { ok: RESULT_SUCCESS, data: relationPageOf(page.records, page.hasMore, clock.now()) };
  });
