import { msgSendContract } from '../../src/application/contracts/msg/send.contract.js';
import { CHAT_TYPE } from '../../src/domain/constants.js';
import { defineCall } from '../api/call-registry.js';
import { isOwnUploadUrl } from '../uploads/own-upload-url.js';
import { resolveChat } from './chats.js';
import type { Messaging } from './messaging.js';
import { badMessage } from './send-refusals.js';
import { handleSend, refusalReply } from './send-reply.js';

/**
 * /msg/send (001 §7): a message in a private chat, named by chat_id or (ours) by to_uid.
 * Screened, priced and stored once per client_msg_id, pushed to every session of both sides.
 */
export const msgSendCall = (messaging: Messaging) =>
  defineCall(msgSendContract, { auth: 'required' }, async (ctx, payload, caller) => {
    // Club and group chats are not part of this product: only one-to-one chats are written here.
    if (payload.chat_type !== CHAT_TYPE.private) return refusalReply(badMessage('Only private chats take messages here'));
    const { reply } = await handleSend(messaging, payload, caller.uid, (p) => resolveChat(ctx.db, caller.uid, p, ctx.clock.now()), (url) => isOwnUploadUrl(ctx.uploads, url));
    return reply;
  });
