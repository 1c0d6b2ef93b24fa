import type { ChatEvent } from '../../src/application/contracts/msg/chat-event.js';
import type { ChatUser } from '../../src/application/contracts/msg/chat-user.js';
import type { SyncMessage } from '../../src/application/contracts/msg/sync-message.js';
import { REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import type { RealtimePublisher } from '../realtime/publisher.js';

/** Where a push that could not be published is reported (it is not fatal: /msg/sync fills the gap). */
export interface PushLog {
  warn(details: object, message: string): void;
}

/** Publishes a chat event to every session of `uid` (type 1 on u/<uid>/in). */
export async function pushChatEvent(publisher: RealtimePublisher, uid: number, event: ChatEvent, log: PushLog): Promise<void> {
  try {
    await publisher.publishToUser(uid, event);
  } catch (error) {
    log.warn({ err: error, uid, event: event.event }, 'chat event not published; /msg/sync will deliver it');
  }
}

export const messageEvent = (message: SyncMessage, sender: ChatUser): ChatEvent => ({
  type: REALTIME_MESSAGE_TYPE.chat,
  event: 'message',
  message,
  sender,
});

export const readEvent = (chatId: number, readerUid: number, readMtime: number): ChatEvent => ({
  type: REALTIME_MESSAGE_TYPE.chat,
  event: 'read',
  chat_id: chatId,
  reader_uid: readerUid,
  read_mtime: readMtime,
});
