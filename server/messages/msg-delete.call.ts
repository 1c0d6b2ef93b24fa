import { sql } from 'kysely';
import { msgDeleteContract } from '../../src/application/contracts/msg/delete.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall } from '../api/call-registry.js';
import { findMemberChat } from './chats.js';

/**
 * /msg/delete (001 §7): removes the message at `mtime` (or exactly `id`) of this chat from
 * the caller's side; the other side keeps it. Deleting twice is the same as once.
 */
export const msgDeleteCall = defineCall(msgDeleteContract, { auth: 'required' }, async (ctx, payload, caller) => {
  const chat = await findMemberChat(ctx.db, caller.uid, payload.chat_id, payload.chat_type);
  if (chat === undefined) return { ok: RESULT_ERROR, msg: 'This chat does not exist' };
  const { rows } = await sql<{ message_id: number }>`
    insert into message_deletions (uid, message_id, deleted_at)
    select ${caller.uid}, m.id, ${ctx.clock.now()}
      from messages m
     where m.chat_id = ${chat.id} and m.mtime = ${payload.mtime}
       ${payload.id === undefined ? sql`` : sql`and m.id = ${payload.id}`}
    on conflict (uid, message_id) do nothing
    returning message_id`.execute(ctx.db);
  return { ok: RESULT_SUCCESS, data: { deleted: rows.length } };
});
