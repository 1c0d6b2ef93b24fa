import { liveModerateContract } from '../../src/application/contracts/live/moderate.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { liveTopicRoom, type LiveDeps } from './live-deps.js';
import { kickMember, setMuted } from './live-queries.js';
import { LIVE_REFUSAL, openRoom, toRoom } from './live-rooms.js';

export const LIVE_NOT_A_VIEWER = 'This user is not watching your live';

/**
 * /live/moderate: the host kicks a viewer or mutes / unmutes its chat. A kick tells the
 * room first (the viewer hears it and shows "kicked out"), then ends the viewer's broker
 * access and SFU subscription at once; the viewer cannot join this live again.
 */
export const liveModerateEndpoint = (deps: LiveDeps) =>
  defineEndpoint(liveModerateContract, { auth: 'required' }, async (payload, caller) => {
    const found = await openRoom(deps, payload.live_id);
    if (!found.ok) return found.reply;
    const { room } = found;
    if (room.host_uid !== caller.uid) return refuse(RESULT_ERROR, LIVE_REFUSAL.notHost);
    if (payload.uid === caller.uid) return refuse(RESULT_ERROR, LIVE_NOT_A_VIEWER);
    if (payload.action === 'kick') {
      await kickMember(deps.db, room.id, payload.uid, deps.clock.now());
      await deps.realtime.publisher.publishToRoom(liveTopicRoom(room.id), { type: 5, event: 'kick', live_id: room.id, uid: payload.uid });
      // The kicked viewer's own inbox too: it may miss the room event if it is mid-reconnect.
      await deps.realtime.publisher.publishToUser(payload.uid, { type: 5, event: 'kick', live_id: room.id, uid: payload.uid });
      deps.realtime.rooms.leave(String(payload.uid), liveTopicRoom(room.id));
      await deps.media.dropViewer(String(room.id), String(payload.uid));
      return { ok: RESULT_SUCCESS };
    }
    const muted = payload.action === 'mute';
    if (!(await setMuted(deps.db, room.id, payload.uid, muted))) return refuse(RESULT_ERROR, LIVE_NOT_A_VIEWER);
    toRoom(deps, { type: 5, event: 'mute', live_id: room.id, uid: payload.uid, muted });
    return { ok: RESULT_SUCCESS };
  });
