import { userFollowContract } from '../../src/application/contracts/user/follow.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { errorReporter } from '../logging/error-reporter.js';
import { publishFollowHeart } from '../match/match-events.js';
import { tellFollowChanged } from './account-updates.js';
import { userExists } from './user-exists.js';
import type { UsersDeps } from './users-deps.js';
import { follow, unfollow } from './users-queries.js';

/**
 * /user/follow (001 §7): the caller follows (`add`) or unfollows (`del`) a user; repeating
 * either changes nothing. A follow with the room_id of the match call the two share sends
 * the other side the follow heart (type 4, key 10); any other room_id is ignored. A
 * change is told to both accounts (type 7 counts and friend_status).
 */
export const userFollowEndpoint = ({ db, clock, realtime, calls, log }: Pick<UsersDeps, 'db' | 'clock' | 'realtime' | 'calls' | 'log'>) =>
  defineEndpoint(userFollowContract, { auth: 'required' }, async (payload, caller) => {
    const target = payload.target_uid;
    if (target === caller.uid) return refuse(RESULT_ERROR, 'USER.SELF');
    if (!(await userExists(db, target))) return refuse(RESULT_ERROR, 'USER.NOT_FOUND');
    const updates = { db, publisher: realtime.publisher, onError: errorReporter(log, 'users') };
    if (payload.flag === 'del') {
      if (await unfollow(db, caller.uid, target)) await tellFollowChanged(updates, caller.uid, target);
      return { ok: RESULT_SUCCESS, data: { is_follow: 0 as const } };
    }
    const isNew = await follow(db, caller.uid, target, clock.now());
    if (isNew) await tellFollowChanged(updates, caller.uid, target);
    if (payload.room_id !== undefined && isNew && (await calls.matchPeerOf(payload.room_id, caller.uid)) === target) {
      await publishFollowHeart(realtime.publisher, target, caller.uid, payload.room_id);
    }
    return { ok: RESULT_SUCCESS, data: { is_follow: 1 as const } };
  });
