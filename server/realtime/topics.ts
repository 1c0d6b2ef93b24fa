import { REALTIME_TOPIC } from '../../src/domain/constants.js';

/**
 * The topic scheme of the realtime channel (DESIGN.md "Realtime").
 *
 *   u/<uid>/in        server → that user (every session of the user reads it)
 *   u/<uid>/out       that user → server (never forwarded back to clients)
 *   room/<id>/sys     server → everyone in the room (room chat too: the server screens it first)
 *
 * A user may subscribe to its inbox and to `room/<id>/#` of a room it has joined, and
 * publish only to its outbox (server/realtime/access.ts).
 */
export const userInboxTopic = (uid: string): string => `${REALTIME_TOPIC.user}/${uid}/${REALTIME_TOPIC.inbox}`;
export const userOutboxTopic = (uid: string): string => `${REALTIME_TOPIC.user}/${uid}/${REALTIME_TOPIC.outbox}`;
export const roomSystemTopic = (roomId: string): string => `${REALTIME_TOPIC.room}/${roomId}/${REALTIME_TOPIC.roomSystem}`;

/** The namespace a topic or filter lives in, when its first two levels are literal. */
export type TopicScope =
  | { readonly kind: 'user'; readonly uid: string; readonly rest: readonly string[] }
  | { readonly kind: 'room'; readonly roomId: string; readonly rest: readonly string[] }
  | { readonly kind: 'other' };

const WILDCARDS = new Set(['+', '#']);

export function topicScope(topic: string): TopicScope {
  const [root, id, ...rest] = topic.split('/');
  if (id === undefined || id === '' || WILDCARDS.has(id)) return { kind: 'other' };
  if (root === REALTIME_TOPIC.user) return { kind: 'user', uid: id, rest };
  if (root === REALTIME_TOPIC.room) return { kind: 'room', roomId: id, rest };
  return { kind: 'other' };
}

/** Whether what follows a scope is exactly one level, `level` (no wildcard, nothing deeper). */
export function isOnlyLevel(rest: readonly string[], level: string): boolean {
  return rest.length === 1 && rest[0] === level;
}
