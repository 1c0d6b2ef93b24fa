import { sql, type Kysely } from 'kysely';
import type { SyncMessage } from '../../src/application/contracts/msg/sync-message.js';
import { MESSAGE_PAGE_SIZE } from '../../src/domain/constants.js';
import type { Database } from '../db/schema.js';
import { visibleTo } from './visible-messages.js';
import { senderContent, toWireMessage, type StoredMessage } from './wire-message.js';

/** Which page of a chat: the newest, the one before a message, or what came after one. */
export type HistoryWindow =
  | { readonly kind: 'newest' }
  | { readonly kind: 'before'; readonly mtime: number; readonly id: number }
  | { readonly kind: 'after'; readonly mtime: number; readonly id: number };

/** A stored message plus its masked original, present only when `uid` sent it. */
type Row = StoredMessage & { readonly original_content: string | null; readonly sensitive_text: string | null };

/**
 * Up to MESSAGE_PAGE_SIZE messages of one chat as `uid` sees them, oldest first, and
 * whether more lie in that direction. The user's own masked texts get their original back.
 */
export async function chatHistory(db: Kysely<Database>, uid: number, chatId: number, window: HistoryWindow): Promise<{ list: SyncMessage[]; hasMore: boolean }> {
  const place =
    window.kind === 'before' ? sql`and (m.mtime, m.id) < (${window.mtime}, ${window.id})`
    : window.kind === 'after' ? sql`and (m.mtime, m.id) > (${window.mtime}, ${window.id})`
    : sql``;
  const direction = window.kind === 'after' ? sql`asc` : sql`desc`;
  const { rows } = await sql<Row>`
    select m.id, m.chat_id, c.chat_type, m.send_uid, m.mtime, m.msg_type, m.msg_content, m.msg_status, m.client_msg_id, m.transfer_id,
           o.original_content, o.sensitive_text
      from messages m
      join chat_members cm on cm.chat_id = m.chat_id and cm.uid = ${uid}
      join chats c on c.id = m.chat_id
      left join message_originals o on o.message_id = m.id and m.send_uid = ${uid}
     where m.chat_id = ${chatId} and ${visibleTo(uid)} ${place}
     order by m.mtime ${direction}, m.id ${direction}
     limit ${MESSAGE_PAGE_SIZE + 1}`.execute(db);
  const page = rows.slice(0, MESSAGE_PAGE_SIZE);
  const ordered = window.kind === 'after' ? page : [...page].reverse();
  return {
    list: ordered.map((row) =>
      toWireMessage(
        row,
        senderContent(row.msg_content, row.original_content === null ? null : { original_content: row.original_content, sensitive_text: row.sensitive_text ?? '' }),
      ),
    ),
    hasMore: rows.length > MESSAGE_PAGE_SIZE,
  };
}
