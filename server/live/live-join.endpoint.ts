import { liveJoinContract } from '../../src/application/contracts/live/join.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { liveTopicRoom, type LiveDeps } from './live-deps.js';
import { enterRoom, findMember, findRoom, nicknameOf } from './live-queries.js';
import { LIVE_REFUSAL, openRoom, roomView, toRoom } from './live-rooms.js';

/**
 * /live/join: a viewer enters a room; from now on the broker lets it read the room's
 * topics. A viewer kicked from this live stays out. The host joins its own room the same
 * way (to hear it), without counting as a viewer.
 */
export const liveJoinEndpoint = (deps: LiveDeps) =>
  defineEndpoint(liveJoinContract, { auth: 'required' }, async (payload, caller) => {
    const found = await openRoom(deps, payload.live_id);
    if (!found.ok) return found.reply;
    const { room } = found;
    await deps.realtime.rooms.join(String(caller.uid), liveTopicRoom(room.id));
    if (room.host_uid === caller.uid) return { ok: RESULT_SUCCESS, data: { room: roomView(room), muted: 0 as const } };
    const before = await findMember(deps.db, room.id, caller.uid);
    if (before?.kicked_at != null) {
      deps.realtime.rooms.leave(String(caller.uid), liveTopicRoom(room.id));
      return refuse(RESULT_ERROR, LIVE_REFUSAL.kicked);
    }
    await enterRoom(deps.db, room.id, caller.uid, deps.clock.now());
    const now = (await findRoom(deps.db, room.id)) ?? room;
    toRoom(deps, { type: 5, event: 'join', live_id: room.id, uid: caller.uid, nickname: await nicknameOf(deps.db, caller.uid), viewers: now.viewers });
    return { ok: RESULT_SUCCESS, data: { room: roomView(now), muted: before?.muted === true ? (1 as const) : (0 as const) } };
  });
