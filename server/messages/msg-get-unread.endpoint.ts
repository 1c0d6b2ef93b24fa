import { msgGetUnreadContract } from '../../src/application/contracts/msg/get-unread.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { MessagesDeps } from './messages-deps.js';
import { chatUnread, unreadTotals } from './unread-totals.js';

/** /msg/get-unread (000 §7): one chat's unread count and the total. A chat the caller is not in has none. */
export const msgGetUnreadEndpoint = ({ db }: Pick<MessagesDeps, 'db'>) =>
  defineEndpoint(msgGetUnreadContract, { auth: 'required' }, async (payload, caller) => {
    const [count, totals] = await Promise.all([chatUnread(db, caller.uid, payload.chat_id, payload.chat_type), unreadTotals(db, caller.uid)]);
    return { ok: RESULT_SUCCESS, data: { count, total: totals.unread } };
  });
