import { msgSendStatusContract } from '../../src/application/contracts/msg/send-status.contract.js';
import { CHAT_TYPE, RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { findMemberChat } from './chats.js';
import { sensitiveStatus } from './screen-text.js';
import type { MessagesDeps } from './messages-deps.js';

/** /msg/send-status (001 §7): whether contact details stay unmasked in this chat (mutual followers). */
export const msgSendStatusEndpoint = ({ db }: Pick<MessagesDeps, 'db'>) =>
  defineEndpoint(msgSendStatusContract, { auth: 'required' }, async (payload, caller) => {
    const peer = payload.chat_id !== undefined ? (await findMemberChat(db, caller.uid, payload.chat_id, CHAT_TYPE.private))?.peerUid : payload.to_uid;
    if (peer === undefined) return refuse(RESULT_ERROR, 'This chat does not exist');
    return { ok: RESULT_SUCCESS, data: { sensitive_status: await sensitiveStatus(db, caller.uid, peer) } };
  });
