import { msgSendStatusContract } from '../../src/application/contracts/msg/send-status.contract.js';
import { CHAT_TYPE, RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall } from '../api/call-registry.js';
import { findMemberChat } from './chats.js';
import { sensitiveStatus } from './screen-text.js';

/** /msg/send-status (001 §7): whether contact details stay unmasked in this chat (mutual followers). */
export const msgSendStatusCall = defineCall(msgSendStatusContract, { auth: 'required' }, async (ctx, payload, caller) => {
  const peer = payload.chat_id !== undefined ? (await findMemberChat(ctx.db, caller.uid, payload.chat_id, CHAT_TYPE.private))?.peerUid : payload.to_uid;
  if (peer === undefined) return { ok: RESULT_ERROR, msg: 'This chat does not exist' };
  return { ok: RESULT_SUCCESS, data: { sensitive_status: await sensitiveStatus(ctx.db, caller.uid, peer) } };
});
