import type { CallSilence } from './call-silence.js';
import type { LiveDeps } from './live-deps.js';
import { findRoom } from './live-queries.js';
import { toRoom } from './live-rooms.js';

/**
 * The host's network drop pauses the room with a notice ('paused') and its return resumes
 * it ('resumed'): viewers keep their subscription meanwhile (or subscribe again on the
 * notice) and get the new stream, a key frame first. A host away in a private call is
 * silent on purpose: the room already says 'away', so that silence is no drop — nor when
 * it is told just after the call ended (call-silence.ts), the room having been told 'back'.
 * Answers the unsubscribe function.
 */
export function followHostMedia(deps: LiveDeps, silence: CallSilence): () => void {
  const down = new Set<string>();
  return deps.media.onHostState((liveId, state) => {
    if (state === 'down') down.add(liveId);
    else if (!down.delete(liveId)) return; // the first 'up' of a live is no news
    void findRoom(deps.db, Number(liveId)).then((room) => {
      if (room === undefined || room.status !== 'live' || (state === 'down' && silence.isTheCalls(room.id))) {
        if (state === 'down') down.delete(liveId);
        return;
      }
      toRoom(deps, { type: 5, event: state === 'down' ? 'paused' : 'resumed', live_id: room.id });
    });
  });
}
