import type { LiveSummary } from '../../src/application/contracts/live/live-room.js';
import { liveTopicRoom, type LiveDeps } from './live-deps.js';
import { endRoom, findRoom, membersInside } from './live-queries.js';
import { summaryOf } from './live-rooms.js';

/**
 * Ends a live once (the host's /live/end, or the host going away for good): everyone in the
 * room hears 'end', the media closes and every member's access to the room's topics ends.
 */
export async function endLive(deps: LiveDeps, liveId: number): Promise<LiveSummary | undefined> {
  const inside = await membersInside(deps.db, liveId);
  if (await endRoom(deps.db, liveId, deps.clock.now())) {
    await deps.realtime.publisher.publishToRoom(liveTopicRoom(liveId), { type: 5, event: 'end', live_id: liveId });
    await deps.media.close(String(liveId));
    const room = await findRoom(deps.db, liveId);
    for (const uid of [...inside, ...(room === undefined ? [] : [room.host_uid])]) deps.realtime.rooms.leave(String(uid), liveTopicRoom(liveId));
    for (const key of deps.chatTimes.keys()) if (key.startsWith(`${liveId}:`)) deps.chatTimes.delete(key);
  }
  const room = await findRoom(deps.db, liveId);
  return room === undefined ? undefined : summaryOf(deps, room);
}
