import { userFollowContract } from '../../src/application/contracts/user/follow.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { publishFollowHeart } from '../match/match-events.js';
import { userExists } from './user-exists.js';
import type { UsersDeps } from './users-deps.js';
import { follow, unfollow } from './users-queries.js';

/**
 * /user/follow (001 §7): the caller follows (`add`) or unfollows (`del`) a user; repeating
 * either changes nothing. A follow with the room_id of the match call the two share sends
 * the other side the follow heart (type 4, key 10); any other room_id is ignored.
 */
export const userFollowEndpoint = ({ db, clock, realtime, calls }: Pick<UsersDeps, 'db' | 'clock' | 'realtime' | 'calls'>) =>
  defineEndpoint(userFollowContract, { auth: 'required' }, async (payload, caller) => {
    const target = payload.target_uid;
    if (target === caller.uid) return refuse(RESULT_ERROR, 'USER.SELF');
    if (!(await userExists(db, target))) return refuse(RESULT_ERROR, 'USER.NOT_FOUND');
    if (payload.flag === 'del') {
      await unfollow(db, caller.uid, target);
      return { ok: RESULT_SUCCESS, data: { is_follow: 0 as const } };
    }
    const isNew = await follow(db, caller.uid, target, clock.now());
    if (payload.room_id !== undefined && isNew && (await calls.matchPeerOf(payload.room_id, caller.uid)) === target) {
      await publishFollowHeart(realtime.publisher, target, caller.uid, payload.room_id);
    }
    return { ok: RESULT_SUCCESS, data: { is_follow: 1 as const } };
  });
