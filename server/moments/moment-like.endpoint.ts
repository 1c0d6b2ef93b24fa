import { momentLikeContract } from '../../src/application/contracts/moment/like.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { momentVisibleTo } from '../../src/domain/index.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { isBlockedBetween } from '../users/blocks-between.js';
import type { MomentsDeps } from './moments-deps.js';
import { findMoment, likeMoment } from './moments-queries.js';

/** /moment/like: one like per user on a moment they can see; liking again changes nothing. */
export const momentLikeEndpoint = ({ moments, clock, db }: Pick<MomentsDeps, 'moments' | 'clock' | 'db'>) =>
  defineEndpoint(momentLikeContract, { auth: 'required' }, async (payload, caller) => {
    const moment = await findMoment(moments, payload.id, caller.uid);
    if (moment === undefined || !momentVisibleTo({ uid: moment.uid, status: moment.review_status }, caller.uid) || (await isBlockedBetween(db, caller.uid, moment.uid))) {
      return refuse(RESULT_ERROR, 'This moment is not available');
    }
    const likeCount = await likeMoment(moments, payload.id, caller.uid, clock.now());
    return { ok: RESULT_SUCCESS, data: { id: payload.id, like_count: likeCount, liked: 1 as const } };
  });
