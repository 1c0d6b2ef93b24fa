import { userFollowContract } from '../../src/application/contracts/user/follow.contract.js';
import { CALL_ROOM_TYPE, RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall } from '../api/call-registry.js';
import { findCall } from '../calls/call-repository.js';
import { partyOf, peerUidOf } from '../calls/call-row.js';
import { callsDatabase } from '../calls/call-tables.js';
import { publishFollowHeart } from '../match/match-events.js';

/**
 * /user/follow (001 §7): the caller follows (`add`) or unfollows (`del`) a user; repeating
 * either changes nothing. A follow with the room_id of the match call the two share sends
 * the other side the follow heart (type 4, key 10); any other room_id is ignored.
 */
export const userFollowCall = defineCall(userFollowContract, { auth: 'required' }, async (ctx, payload, caller) => {
  if (payload.target_uid === caller.uid) return { ok: RESULT_ERROR, msg: 'USER.SELF' };
  const db = callsDatabase(ctx.db);
  const target = await db.selectFrom('users').select('uid').where('uid', '=', payload.target_uid).executeTakeFirst();
  if (target === undefined) return { ok: RESULT_ERROR, msg: 'USER.NOT_FOUND' };
  if (payload.flag === 'del') {
    await db.deleteFrom('follows').where('follower_uid', '=', caller.uid).where('followee_uid', '=', target.uid).execute();
    return { ok: RESULT_SUCCESS, data: { is_follow: 0 as const } };
  }
  const inserted = await db
    .insertInto('follows')
    .values({ follower_uid: caller.uid, followee_uid: target.uid, created_at: ctx.clock.now() })
    .onConflict((oc) => oc.columns(['follower_uid', 'followee_uid']).doNothing())
    .executeTakeFirst();
  if (payload.room_id !== undefined && Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) {
    const row = await findCall(db, payload.room_id);
    const party = row === undefined ? null : partyOf(row, caller.uid);
    if (row !== undefined && party !== null && row.room_type === CALL_ROOM_TYPE.match && peerUidOf(row, party) === target.uid) {
      await publishFollowHeart(ctx.realtime.publisher, target.uid, caller.uid, row.id);
    }
  }
  return { ok: RESULT_SUCCESS, data: { is_follow: 1 as const } };
});
