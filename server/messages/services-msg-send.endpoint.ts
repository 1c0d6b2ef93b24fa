import { servicesMsgSendContract } from '../../src/application/contracts/services/msg-send.contract.js';
import { CHAT_TYPE, MSG_TYPE, SEND_ORIGIN, SYSTEM_USER_ID } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { isOwnUploadUrl } from '../uploads/own-upload-url.js';
import { openChat } from './chats.js';
import { handleSend } from './send-reply.js';
import type { MessagesDeps } from './messages-deps.js';

/** The assistant's first answer in a conversation (an AI issue guide, msg_type 28). */
export const ASSISTANT_WELCOME = "Hi, I'm the Glint assistant. Tell us what happened and our support team will answer you here.";

/**
 * /services/msg-send (001 §7): a message to customer service — the assistant chat (type 3)
 * with the system user, whatever chat the payload names. Never charged. The first message
 * of a conversation gets the assistant's guide back.
 */
export const servicesMsgSendEndpoint = ({ db, clock, uploads, messaging }: Pick<MessagesDeps, 'db' | 'clock' | 'uploads' | 'messaging'>) =>
  defineEndpoint(servicesMsgSendContract, { auth: 'required' }, async (payload, caller) => {
    const now = clock.now();
    const { reply, sent } = await handleSend(messaging, payload, caller.uid, async () => ({
      ok: true,
      chat: await openChat(db, caller.uid, SYSTEM_USER_ID, CHAT_TYPE.assistant, now),
    }), (url) => isOwnUploadUrl(uploads, url));
    if (sent !== null && sent.isFirstOp && !sent.replayed) {
      await messaging.send({
        senderUid: SYSTEM_USER_ID,
        chat: { id: sent.message.chat_id, chatType: CHAT_TYPE.assistant, peerUid: caller.uid },
        msgType: MSG_TYPE.aiIssueGuide,
        fields: { content: ASSISTANT_WELCOME },
        clientMsgId: `assistant-welcome:${sent.message.id}`,
        fromType: SEND_ORIGIN.msg,
        origin: 'system',
      });
    }
    return reply;
  });
