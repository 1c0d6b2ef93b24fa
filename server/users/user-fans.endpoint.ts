import { userFansContract } from '../../src/application/contracts/user/fans.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { relationCursorOf, relationPageOf } from './relation-reply.js';
import { markFansSeen, relationPage } from './relation-queries.js';
import type { UsersDeps } from './users-deps.js';

/**
 * /user/fans: the caller's followers, newest first. Opening the list (its first page) is
 * seeing them: the rows still say which were new, and fans_new is 0 from now on.
 */
export const userFansEndpoint = ({ db, clock }: Pick<UsersDeps, 'db' | 'clock'>) =>
  defineEndpoint(userFansContract, { auth: 'required' }, async (payload, caller) => {
    const page = await relationPage(db, 'fans', caller.uid, relationCursorOf(payload.cursor));
    if (payload.cursor === undefined) await markFansSeen(db, caller.uid);
    return { ok: RESULT_SUCCESS, data: relationPageOf(page.records, page.hasMore, clock.now()) };
  });
