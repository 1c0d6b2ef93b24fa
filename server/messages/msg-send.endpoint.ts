import { msgSendContract } from '../../src/application/contracts/msg/send.contract.js';
import { CHAT_TYPE } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { isOwnUploadUrl } from '../uploads/own-upload-url.js';
import { createKnownChats, resolveChat } from './chats.js';
import { badMessage } from './send-refusals.js';
import { handleSend, refusalReply } from './send-reply.js';
import type { MessagesDeps } from './messages-deps.js';

/**
 * /msg/send (001 §7): a message in a private chat, named by chat_id or (ours) by to_uid.
 * Screened, priced and stored once per client_msg_id, pushed to every session of both sides.
 */
export const msgSendEndpoint = ({ db, clock, uploads, messaging }: Pick<MessagesDeps, 'db' | 'clock' | 'uploads' | 'messaging'>) => {
  const known = createKnownChats();
  return defineEndpoint(msgSendContract, { auth: 'required' }, async (payload, caller) => {
    // Club and group chats are not part of this product: only one-to-one chats are written here.
    if (payload.chat_type !== CHAT_TYPE.private) return refusalReply(badMessage('Only private chats take messages here'));
    const { reply } = await handleSend(messaging, payload, caller.uid, (p) => resolveChat(db, caller.uid, p, clock.now(), known), (url) => isOwnUploadUrl(uploads, url));
    return reply;
  });
};
