import type { SendAnswerData, SendPayload, SendRefusal } from '../../src/application/contracts/msg/send-message.js';
import { MSG_TYPE, MS_PER_SECOND, SEND_ORIGIN, SEND_RESULT } from '../../src/domain/constants.js';
import type { EndpointReply } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { priceTips } from './message-price.js';
import { flag } from './chat-users.js';
import type { MemberChat } from './chats.js';
import type { Messaging, Sent } from './messaging.js';
import { readOutgoingContent, type OwnMediaCheck } from './outgoing-content.js';
import { badMessage, notDeliverable, type Refusal } from './send-refusals.js';

/** The answer of a sent message (001 §3 "Send response data"). */
export function sendAnswerOf(sent: Sent): SendAnswerData {
  const { message } = sent;
  const gift = message.msg_type === MSG_TYPE.gift && typeof message.msg_content === 'object' && message.msg_content !== null && !Array.isArray(message.msg_content)
    ? message.msg_content.gift_id
    : 0;
  return {
    chat_id: message.chat_id,
    id: message.id,
    client_msg_id: message.client_msg_id,
    mtime: message.mtime,
    ctime: Math.floor(message.mtime / MS_PER_SECOND),
    msg_type: message.msg_type,
    msg_content: sent.senderView,
    msg_index_content: sent.publicContent,
    income: sent.price,
    balance: sent.balance,
    gid: typeof gift === 'number' ? gift : 0,
    receive_point: sent.receivePoint,
    is_first_op: flag(sent.isFirstOp),
    send_limit_level: sent.next.level,
    tips: priceTips(sent.next),
  };
}

/** A send refusal is the one refusal that carries data (001 §4: the tips and the coins short), so it adds it to refuse()'s. */
export const refusalReply = (refusal: Refusal): EndpointReply<SendRefusal> => ({ ...refuse(refusal.ok, refusal.msg, refusal.callback), data: refusal.data });

const CHAT_ERRORS = {
  'CHAT.NOT_FOUND': () => badMessage('This chat does not exist'),
  'CHAT.SELF': () => badMessage("You can't send messages to yourself"),
  'USER.NOT_FOUND': notDeliverable,
} as const;

/** How a sending endpoint finds its chat: an error code of resolveChat, or the chat. */
export type ChatResolver = (payload: SendPayload) => Promise<{ readonly ok: true; readonly chat: MemberChat } | { readonly ok: false; readonly error: { readonly code: keyof typeof CHAT_ERRORS } }>;

/** /msg/send: check the content, find the chat, send, answer. */
export async function handleSend(
  messaging: Messaging,
  payload: SendPayload,
  uid: number,
  findChat: ChatResolver,
  isOwnMedia: OwnMediaCheck,
): Promise<{ readonly reply: EndpointReply<SendAnswerData | SendRefusal>; readonly sent: Sent | null }> {
  const content = readOutgoingContent(payload.data.msg_type, payload.data.msg_content, isOwnMedia);
  if (!content.ok) return { reply: refusalReply(badMessage(content.msg)), sent: null };
  const found = await findChat(payload);
  if (!found.ok) return { reply: refusalReply(CHAT_ERRORS[found.error.code]()), sent: null };
  const outcome = await messaging.send({
    senderUid: uid,
    chat: found.chat,
    msgType: payload.data.msg_type,
    fields: content.fields,
    clientMsgId: payload.client_msg_id ?? null,
    fromType: payload.from_type ?? SEND_ORIGIN.msg,
    origin: 'user',
  });
  if (outcome.kind === 'refused') return { reply: refusalReply(outcome.refusal), sent: null };
  return { reply: { ok: SEND_RESULT.success, data: sendAnswerOf(outcome) }, sent: outcome };
}
