import { userFollowingsContract } from '../../src/application/contracts/user/followings.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { relationCursorOf, relationPageOf } from './relation-reply.js';
import { relationPage } from './relation-queries.js';
import type { UsersDeps } from './users-deps.js';

/** /user/followings: the users the caller follows, newest follow first (none a block stands between). */
export const userFollowingsEndpoint = ({ db, clock }: Pick<UsersDeps, 'db' | 'clock'>) =>
  defineEndpoint(userFollowingsContract, { auth: 'required' }, async (payload, caller) => {
    const page = await relationPage(db, 'followings', caller.uid, relationCursorOf(payload.cursor));
    return { ok: RESULT_SUCCESS, data: relationPageOf(page.records, page.hasMore, clock.now()) };
  });
