import type { CallEvent } from '../calls/calls-service.js';
import type { CallSilence } from './call-silence.js';
import type { LiveDeps } from './live-deps.js';
import { findRoom, setRoomStatus } from './live-queries.js';
import { toRoom } from './live-rooms.js';

/**
 * Host to a private call and back (spec 001 §4): when the host answers a call from its live
 * room (/call/live-answer records the live), the room pauses for everyone with a notice
 * ('away'); when that call ends, the room is live again ('back'). Answers the unsubscribe.
 */
export function followPrivateCalls(deps: LiveDeps, silence: CallSilence): () => void {
  const onCall = async (event: CallEvent): Promise<void> => {
    const liveId = event.call.live_id;
    if (liveId === null || (event.kind !== 'answered' && event.kind !== 'ended')) return;
    const room = await findRoom(deps.db, liveId);
    if (room === undefined || room.host_uid !== event.call.callee_uid || room.status === 'ended') return;
    const away = event.kind === 'answered';
    if (!(await setRoomStatus(deps.db, liveId, away ? 'away' : 'live'))) return;
    if (!away) silence.cameBack(liveId);
    toRoom(deps, { type: 5, event: away ? 'away' : 'back', live_id: liveId });
  };
  return deps.calls.onEvent((event) => {
    onCall(event).catch((error: unknown) => deps.log.warn({ err: error, room_id: event.call.id }, 'live private call not followed'));
  });
}
