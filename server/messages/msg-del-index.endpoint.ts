import { msgDelIndexContract } from '../../src/application/contracts/msg/del-index.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { hideChat } from './chats.js';
import type { MessagesDeps } from './messages-deps.js';

/**
 * /msg/del-index (001 §7): the conversation leaves the caller's inbox and its history up
 * to now is cleared on this side (unread too). Removing a chat that is not there is done already.
 */
export const msgDelIndexEndpoint = ({ db }: Pick<MessagesDeps, 'db'>) =>
  defineEndpoint(msgDelIndexContract, { auth: 'required' }, async (payload, caller) => {
    await hideChat(db, caller.uid, payload.chat_id, payload.chat_type);
    return { ok: RESULT_SUCCESS };
  });
