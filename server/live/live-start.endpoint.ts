import { liveStartContract } from '../../src/application/contracts/live/start.contract.js';
import { REALTIME_MESSAGE_TYPE, RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { LiveDeps } from './live-deps.js';
import { findRoom, followersOf, hostFlags, insertRoom, openRoomOfHost } from './live-queries.js';
import { LIVE_REFUSAL, roomView } from './live-rooms.js';

/**
 * /live/start: a host (the operator's `user host <uid> on`) goes live. A host already live
 * gets its open room back (a second tab, a retry). Followers get the live invite (type 4 banner).
 */
export const liveStartEndpoint = (deps: LiveDeps) =>
  defineEndpoint(liveStartContract, { auth: 'required' }, async (payload, caller) => {
    const user = await hostFlags(deps.db, caller.uid);
    if (user === undefined || !user.is_host) return refuse(RESULT_ERROR, LIVE_REFUSAL.notAHost);
    const open = await openRoomOfHost(deps.db, caller.uid);
    if (open !== undefined) return { ok: RESULT_SUCCESS, data: roomView(open) };
    const liveId = await insertRoom(deps.db, caller.uid, payload.title, payload.cover, deps.clock.now());
    const room = liveId === undefined ? await openRoomOfHost(deps.db, caller.uid) : await findRoom(deps.db, liveId);
    if (room === undefined) return refuse(RESULT_ERROR, LIVE_REFUSAL.ended);
    void inviteFollowers(deps, room.id, caller.uid, room.nickname, room.avatar, room.title);
    return { ok: RESULT_SUCCESS, data: roomView(room) };
  });

async function inviteFollowers(deps: LiveDeps, liveId: number, hostUid: number, nickname: string, avatar: string, title: string): Promise<void> {
  try {
    const followers = await followersOf(deps.db, hostUid);
    await Promise.all(followers.map((uid) =>
      deps.realtime.publisher.publishToUser(uid, { type: REALTIME_MESSAGE_TYPE.live, event: 'invite', live_id: liveId, uid: hostUid, nickname, avatar, title })));
  } catch (error) {
    deps.log.warn({ err: error, live_id: liveId }, 'live invites not sent');
  }
}
