import { sql, type Kysely } from 'kysely';
import { compileOnce } from '../db/compiled-once.js';
import { PREPARED } from '../db/prepared-statements.js';
import type { Database } from '../db/schema.js';

/** How far `uid` has read `chatId` (ms; 0 before the first read). */
export async function peerReadMtime(db: Kysely<Database>, chatId: number, uid: number): Promise<number> {
  const row = await db.selectFrom('chat_members').select('last_read_mtime').where('chat_id', '=', chatId).where('uid', '=', uid).executeTakeFirst();
  return row?.last_read_mtime ?? 0;
}

/**
 * markRead's statement, compiled once (compileOnce) and kept prepared on both engines: an
 * open chat is marked read after every message that arrives, as often as messages are sent
 * (issue #17). Values: chat id, uid.
 */
const markReadOnce = compileOnce<{ read_mtime: number; changed: boolean }>(2, (chatId, uid) => sql`${sql.raw(PREPARED)}
    with before as (
      select cm.unread, cm.last_read_mtime, c.last_mtime
        from chat_members cm join chats c on c.id = cm.chat_id
       where cm.chat_id = ${chatId} and cm.uid = ${uid}
       for update of cm)
    update chat_members cm
       set unread = 0, last_read_mtime = greatest(b.last_read_mtime, b.last_mtime)
      from before b
     where cm.chat_id = ${chatId} and cm.uid = ${uid}
    returning cm.last_read_mtime as read_mtime, (b.unread > 0 or b.last_mtime > b.last_read_mtime) as changed`);

/**
 * Marks the chat read up to its newest message: unread 0, the read mark never moving back.
 * Returns the read mark and whether anything changed (nothing to tell the other side if not).
 */
export async function markRead(db: Kysely<Database>, chatId: number, uid: number): Promise<{ readonly readMtime: number; readonly changed: boolean }> {
  const { rows } = await markReadOnce(db, [chatId, uid]);
  const row = rows[0];
  return row === undefined ? { readMtime: 0, changed: false } : { readMtime: row.read_mtime, changed: row.changed };
}
