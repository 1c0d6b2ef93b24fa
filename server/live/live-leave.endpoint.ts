import { liveLeaveContract } from '../../src/application/contracts/live/leave.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { liveTopicRoom, type LiveDeps } from './live-deps.js';
import { findMember, findRoom, leaveRoom } from './live-queries.js';
import { toRoom } from './live-rooms.js';

/** /live/leave: the viewer's subscription and its access to the room's topics end. Leaving twice is fine. */
export const liveLeaveEndpoint = (deps: LiveDeps) =>
  defineEndpoint(liveLeaveContract, { auth: 'required' }, async (payload, caller) => {
    deps.realtime.rooms.leave(String(caller.uid), liveTopicRoom(payload.live_id));
    await deps.media.dropViewer(String(payload.live_id), String(caller.uid));
    const member = await findMember(deps.db, payload.live_id, caller.uid);
    if (member !== undefined && member.left_at === null) {
      await leaveRoom(deps.db, payload.live_id, caller.uid, deps.clock.now());
      const room = await findRoom(deps.db, payload.live_id);
      if (room !== undefined && room.status !== 'ended') toRoom(deps, { type: 5, event: 'leave', live_id: room.id, uid: caller.uid, viewers: room.viewers });
    }
    return { ok: RESULT_SUCCESS };
  });
