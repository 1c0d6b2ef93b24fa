import type { AppContext } from '../context.js';
import { messageEvent, pushChatEvent } from './chat-events.js';
import { asSeenBySelf, chatUsers, toChatUsers, type ChatUserRow } from './chat-users.js';
import { senderContent, toWireMessage, type MessageOriginal, type StoredMessage } from './wire-message.js';

export type PublishMessageDeps = Pick<AppContext, 'db' | 'clock' | 'realtime' | 'log' | 'presence'>;

/**
 * Pushes a stored message to both sides (type 1): the receiver's sessions and the
 * sender's other ones. Texts, greetings and gifts all arrive this way.
 */
export async function publishMessage(
  deps: PublishMessageDeps,
  message: StoredMessage,
  original: MessageOriginal | null,
  receiverUid: number,
  /** The sender's row as the receiver sees it, when the caller read it already (the send path's one read). */
  senderAsSeen?: readonly ChatUserRow[],
): Promise<void> {
  const { publisher } = deps.realtime;
  const now = deps.clock.now();
  // At most one read per message: the sender's own view differs only in the relation flags.
  const users = senderAsSeen === undefined
    ? await chatUsers(deps.db, deps.presence, receiverUid, [message.send_uid], now)
    : await toChatUsers(senderAsSeen, deps.presence, receiverUid, now);
  const forReceiver = users.get(message.send_uid);
  if (forReceiver === undefined) return;
  const forSelf = asSeenBySelf(forReceiver);
  await Promise.all([
    pushChatEvent(publisher, receiverUid, messageEvent(toWireMessage(message), forReceiver), deps.log),
    pushChatEvent(publisher, message.send_uid, messageEvent(toWireMessage(message, senderContent(message.msg_content, original)), forSelf), deps.log),
  ]);
}
