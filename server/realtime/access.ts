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

/** A user may publish only to its own outbox and to the chat topic of a room it has joined. */
export function canPublish(uid: string, topic: string, rooms: RoomMembership): boolean {
  const scope = topicScope(topic);
  if (scope.kind === 'user') return scope.uid === uid && isOnlyLevel(scope.rest, REALTIME_TOPIC.outbox);
  if (scope.kind === 'room') return isOnlyLevel(scope.rest, REALTIME_TOPIC.roomChat) && rooms.isMember(uid, scope.roomId);
  return false;
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
