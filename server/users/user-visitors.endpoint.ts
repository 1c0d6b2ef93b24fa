import { userVisitorsContract } from '../../src/application/contracts/user/visitors.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { relationCursorOf, relationPageOf } from './relation-reply.js';
import { markVisitsSeen, relationPage } from './relation-queries.js';
import type { UsersDeps } from './users-deps.js';

/**
 * /user/visitors: who opened the caller's user page, latest counted visit first. Opening
 * the list (its first page) sees them: visitor_new is 0 from now on.
 */
export const userVisitorsEndpoint = ({ db, clock }: Pick<UsersDeps, 'db' | 'clock'>) =>
  defineEndpoint(userVisitorsContract, { auth: 'required' }, async (payload, caller) => {
    const page = await relationPage(db, 'visitors', caller.uid, relationCursorOf(payload.cursor));
    if (payload.cursor === undefined) await markVisitsSeen(db, caller.uid);
    return { ok: RESULT_SUCCESS, data: relationPageOf(page.records, page.hasMore, clock.now()) };
  });
