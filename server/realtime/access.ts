import { REALTIME_TOPIC } from '../../src/domain/constants.js';
import type { RoomMembership } from './rooms.js';
import { isOnlyLevel, topicScope } from './topics.js';

/**
 * A user may subscribe to its own inbox (exactly: a wider filter such as `u/<uid>/#` would
 * also match its outbox, and every echo the broker then has to drop put a queued QoS 1
 * delivery at risk — the cause of lost call signals) and to rooms it has joined.
 */
export function canSubscribe(uid: string, filter: string, rooms: RoomMembership): boolean {
  const scope = topicScope(filter);
  if (scope.kind === 'user') return scope.uid === uid && isOnlyLevel(scope.rest, REALTIME_TOPIC.inbox);
  if (scope.kind === 'room') return rooms.isMember(uid, scope.roomId);
  return false;
}

/**
 * A user may publish only to its own outbox. Rooms are the server's to speak in: room chat
 * goes through /live/chat, where it is screened, rate-limited and refused to muted viewers,
 * so a client publishing straight onto a room's topic would bypass all three.
 */
export function canPublish(uid: string, topic: string): boolean {
  const scope = topicScope(topic);
  return scope.kind === 'user' && scope.uid === uid && isOnlyLevel(scope.rest, REALTIME_TOPIC.outbox);
}

/**
 * Whether a packet may reach a user's session. Outboxes are for the server only, and a
 * user who left a room stops hearing it even though its persisted subscription remains.
 */
export function canReceive(uid: string, topic: string, rooms: RoomMembership): boolean {
  const scope = topicScope(topic);
  if (scope.kind === 'user') return scope.uid === uid && !isOnlyLevel(scope.rest, REALTIME_TOPIC.outbox);
  if (scope.kind === 'room') return rooms.isMember(uid, scope.roomId);
  return false;
}
