import { sql, type Kysely } from 'kysely';
import type { SyncMessage } from '../../src/application/contracts/msg/sync-message.js';
import { MSG_STATUS, MS_PER_SECOND } from '../../src/domain/constants.js';
import type { MessageCursor } from '../../src/domain/messages/message-cursor.js';
import type { Database, JsonValue } from '../db/schema.js';

interface Row {
  readonly id: number;
  readonly chat_id: number;
  readonly chat_type: number;
  readonly send_uid: number;
  readonly mtime: number;
  readonly msg_type: number;
  readonly msg_content: JsonValue;
  readonly msg_status: number;
  readonly client_msg_id: string | null;
}

/**
 * Up to `limit` messages of `uid`'s chats strictly after `cursor` in (mtime, id) order:
 * not deleted on this side, not before the chat's clear mark, and hidden ones only to
 * their sender. The row comparison is the SQL form of compareCursor.
 */
export async function messagesAfter(db: Kysely<Database>, uid: number, cursor: MessageCursor, limit: number): Promise<SyncMessage[]> {
  const { rows } = await sql<Row>`
    select m.id, m.chat_id, c.chat_type, m.send_uid, m.mtime, m.msg_type, m.msg_content, m.msg_status, m.client_msg_id
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
  return rows.map(toSyncMessage);
}

function toSyncMessage(row: Row): SyncMessage {
  return {
    id: row.id,
    chat_id: row.chat_id,
    chat_type: row.chat_type,
    send_uid: row.send_uid,
    mtime: row.mtime,
    ctime: Math.floor(row.mtime / MS_PER_SECOND),
    msg_type: row.msg_type,
    // msg_content travels as a JSON string (001 §3); a row may hold the object or its text.
    msg_content: typeof row.msg_content === 'string' ? row.msg_content : JSON.stringify(row.msg_content),
    msg_status: row.msg_status,
    client_msg_id: row.client_msg_id,
  };
}
