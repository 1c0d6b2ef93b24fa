import { sql } from 'kysely';
import { msgDelIndexContract } from '../../src/application/contracts/msg/del-index.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall } from '../api/call-registry.js';

/**
 * /msg/del-index (001 §7): the conversation leaves the caller's inbox and its history up
 * to now is cleared on this side (unread too). Removing a chat that is not there is done already.
 */
export const msgDelIndexCall = defineCall(msgDelIndexContract, { auth: 'required' }, async (ctx, payload, caller) => {
  await ctx.db
    .updateTable('chat_members as cm')
    .from('chats as c')
    .set({ hidden: true, unread: 0, cleared_before_mtime: sql<number>`greatest(cm.cleared_before_mtime, c.last_mtime)`, last_read_mtime: sql<number>`greatest(cm.last_read_mtime, c.last_mtime)` })
    .whereRef('c.id', '=', 'cm.chat_id')
    .where('cm.chat_id', '=', payload.chat_id)
    .where('cm.uid', '=', caller.uid)
    .where('c.chat_type', '=', payload.chat_type)
    .execute();
  return { ok: RESULT_SUCCESS };
});
