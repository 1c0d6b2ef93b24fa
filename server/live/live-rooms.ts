import type { LiveEvent } from '../../src/application/contracts/live/live-event.js';
import type { LiveRoom, LiveSummary } from '../../src/application/contracts/live/live-room.js';
import { RESULT_ERROR } from '../../src/domain/constants.js';
import type { EndpointReply } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { liveTopicRoom, type LiveDeps } from './live-deps.js';
import { findMember, findRoom, giftTotals, viewersEver, type RoomRow } from './live-queries.js';

/** The refusals every live endpoint may give, in the words the client shows. */
export const LIVE_REFUSAL = {
  ended: 'This live has ended',
  notHost: 'Only the host of this live can do that',
  notInside: 'Join the live first',
  kicked: 'You were removed from this live',
  notAHost: 'Only hosts can go live',
  muted: 'The host has muted you',
  /** The node holding the host's media does not answer (ADR 0022): nothing to watch until the host is back. */
  hostGone: 'The host’s connection is gone: this live cannot be watched right now',
} as const;

export function roomView(row: RoomRow): LiveRoom {
  return {
    live_id: row.id, host_uid: row.host_uid, nickname: row.nickname, avatar: row.avatar, title: row.title, cover: row.cover,
    status: row.status === 'away' ? 'away' : 'live', viewers: row.viewers, is_demo: row.is_demo ? 1 : 0,
  };
}

export type OpenRoom = RoomRow & { readonly status: 'live' | 'away' };

/** The room when it is open, else the refusal to answer. */
export async function openRoom(deps: Pick<LiveDeps, 'db'>, liveId: number): Promise<{ ok: true; room: OpenRoom } | { ok: false; reply: EndpointReply<never> }> {
  const room = await findRoom(deps.db, liveId);
  if (room === undefined || room.status === 'ended') return { ok: false, reply: refuse(RESULT_ERROR, LIVE_REFUSAL.ended) };
  return { ok: true, room: room as OpenRoom };
}

/** The host, or a viewer inside the room (joined, not left, not kicked). */
export async function isInside(deps: Pick<LiveDeps, 'db'>, room: RoomRow, uid: number): Promise<boolean> {
  if (room.host_uid === uid) return true;
  const member = await findMember(deps.db, room.id, uid);
  return member !== undefined && member.left_at === null && member.kicked_at === null;
}

/** Publishes an event to everyone in the room (the system topic, which only members may read). */
export function toRoom(deps: Pick<LiveDeps, 'realtime' | 'log'>, event: LiveEvent): void {
  deps.realtime.publisher.publishToRoom(liveTopicRoom(event.live_id), event).catch((error: unknown) => deps.log.warn({ err: error, live_id: event.live_id }, 'live event not published'));
}

export async function summaryOf(deps: Pick<LiveDeps, 'db' | 'clock'>, room: RoomRow): Promise<LiveSummary> {
  const [viewers, totals] = await Promise.all([viewersEver(deps.db, room.id), giftTotals(deps.db, room.id)]);
  const end = room.ended_at ?? deps.clock.now();
  return { live_id: room.id, duration_s: Math.max(0, Math.floor((end - room.started_at) / 1000)), viewers, gifts: totals.gifts, coins: totals.coins };
}
