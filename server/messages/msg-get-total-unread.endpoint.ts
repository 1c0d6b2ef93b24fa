import { msgGetTotalUnreadContract } from '../../src/application/contracts/msg/get-total-unread.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { MessagesDeps } from './messages-deps.js';
import { unreadTotals } from './unread-totals.js';

/** /msg/get-total-unread (000 §7): the Followings badge and (ours) the total. */
export const msgGetTotalUnreadEndpoint = ({ db }: Pick<MessagesDeps, 'db'>) =>
  defineEndpoint(msgGetTotalUnreadContract, { auth: 'required' }, async (_payload, caller) => {
    const totals = await unreadTotals(db, caller.uid);
    return { ok: RESULT_SUCCESS, data: { follow_unread_count: totals.follow_unread, unread_count: totals.unread } };
  });
