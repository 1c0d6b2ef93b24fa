import { msgGetTotalUnreadContract } from '../../src/application/contracts/msg/get-total-unread.contract.js';
import { msgGetUnreadContract } from '../../src/application/contracts/msg/get-unread.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall } from '../api/call-registry.js';
import { unreadTotals } from './unread-totals.js';

/** /msg/get-unread (000 §7): one chat's unread count and the total. A chat the caller is not in has none. */
export const msgGetUnreadCall = defineCall(msgGetUnreadContract, { auth: 'required' }, async (ctx, payload, caller) => {
  const [row, totals] = await Promise.all([
    ctx.db
      .selectFrom('chat_members as cm')
      .innerJoin('chats as c', 'c.id', 'cm.chat_id')
      .select('cm.unread')
      .where('cm.chat_id', '=', payload.chat_id)
      .where('cm.uid', '=', caller.uid)
      .where('c.chat_type', '=', payload.chat_type)
      .where('cm.hidden', '=', false)
      .executeTakeFirst(),
    unreadTotals(ctx.db, caller.uid),
  ]);
  return { ok: RESULT_SUCCESS, data: { count: row?.unread ?? 0, total: totals.unread } };
});

/** /msg/get-total-unread (000 §7): the Followings badge and (ours) the total. */
export const msgGetTotalUnreadCall = defineCall(msgGetTotalUnreadContract, { auth: 'required' }, async (ctx, _payload, caller) => {
  const totals = await unreadTotals(ctx.db, caller.uid);
  return { ok: RESULT_SUCCESS, data: { follow_unread_count: totals.follow_unread, unread_count: totals.unread } };
});
