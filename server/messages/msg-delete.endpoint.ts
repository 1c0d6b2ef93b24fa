import { msgDeleteContract } from '../../src/application/contracts/msg/delete.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { findMemberChat } from './chats.js';
import { deleteMessagesAt } from './message-deletions.js';
import type { MessagesDeps } from './messages-deps.js';

/**
 * /msg/delete (001 §7): removes the message at `mtime` (or exactly `id`) of this chat from
 * the caller's side; the other side keeps it. Deleting twice is the same as once.
 */
export const msgDeleteEndpoint = ({ db, clock }: Pick<MessagesDeps, 'db' | 'clock'>) =>
  defineEndpoint(msgDeleteContract, { auth: 'required' }, async (payload, caller) => {
    const chat = await findMemberChat(db, caller.uid, payload.chat_id, payload.chat_type);
    if (chat === undefined) return refuse(RESULT_ERROR, 'This chat does not exist');
    const deleted = await deleteMessagesAt(db, caller.uid, chat.id, { mtime: payload.mtime, id: payload.id }, clock.now());
    return { ok: RESULT_SUCCESS, data: { deleted } };
  });
