import { REALTIME_TOPIC } from '../../domain/constants';

/** The client's half of the topic scheme (the broker's half: server/realtime/topics.ts). */
/**
 * The inbox only, not `u/<uid>/#`: that filter also matches the user's own outbox, and
 * aedes, dropping those echoes for a persistent session (authorizeForward → null), clears
 * the first queued QoS 1 packet without a message id — often one just relayed to this user
 * — whose delivery then fails with "no such packet" and drops the connection (a lost
 * WebRTC answer left calls at 'connecting').
 */
export const userFilter = (uid: string): string => `${REALTIME_TOPIC.user}/${uid}/${REALTIME_TOPIC.inbox}`;
export const userOutboxTopic = (uid: string): string => `${REALTIME_TOPIC.user}/${uid}/${REALTIME_TOPIC.outbox}`;
export const roomFilter = (roomId: string): string => `${REALTIME_TOPIC.room}/${roomId}/#`;
