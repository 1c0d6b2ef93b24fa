import { sql, type Kysely } from 'kysely';
import type { SyncMessage } from '../../src/application/contracts/msg/sync-message.js';
import { MSG_STATUS } from '../../src/domain/constants.js';
import type { MessageCursor } from '../../src/domain/messages/message-cursor.js';
import type { Database } from '../db/schema.js';
import { toWireMessage, type StoredMessage } from '../messages/wire-message.js';

/**
 * Up to `limit` messages of `uid`'s chats strictly after `cursor` in (mtime, id) order:
 * not deleted on this side, not before the chat's clear mark, and hidden ones only to
 * their sender. The row comparison is the SQL form of compareCursor.
 */
export async function messagesAfter(db: Kysely<Database>, uid: number, cursor: MessageCursor, limit: number): Promise<SyncMessage[]> {
  const { rows } = await sql<StoredMessage>`
    select m.id, m.chat_id, c.chat_type, m.send_uid, m.mtime, m.msg_type, m.msg_content, m.msg_status, m.client_msg_id, m.transfer_id
      from messages m
      join chat_members cm on cm.chat_id = m.chat_id and cm.uid = ${uid}
      join chats c on c.id = m.chat_id
     where (m.mtime, m.id) > (${cursor.mtime}, ${cursor.id})
       and m.mtime > cm.cleared_before_mtime
       and (m.msg_status <> ${MSG_STATUS.hidden} or m.send_uid = ${uid})
       and not exists (select 1 from message_deletions d where d.uid = ${uid} and d.message_id = m.id)
     order by m.mtime, m.id
     limit ${limit}
  `.execute(db);
  return rows.map((row) => toWireMessage(row));
}
