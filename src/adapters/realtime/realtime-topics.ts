import { REALTIME_TOPIC } from '../../domain/constants';

/** The client's half of the topic scheme (the broker's half: server/realtime/topics.ts). */
export const userFilter = (uid: string): string => `${REALTIME_TOPIC.user}/${uid}/#`;
export const userOutboxTopic = (uid: string): string => `${REALTIME_TOPIC.user}/${uid}/${REALTIME_TOPIC.outbox}`;
export const roomFilter = (roomId: string): string => `${REALTIME_TOPIC.room}/${roomId}/#`;
export const roomChatTopic = (roomId: string): string => `${REALTIME_TOPIC.room}/${roomId}/${REALTIME_TOPIC.roomChat}`;
