import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Deletes the chat's message at `mtime` (only the one with `id`, when given) on `uid`'s
 * side; the other side keeps it. Returns how many were newly deleted (twice is once).
 */
export async function deleteMessagesAt(db: Kysely<Database>, uid: number, chatId: number, at: { readonly mtime: number; readonly id?: number | undefined }, now: number): Promise<number> {
  const { rows } = await sql<{ message_id: number }>`
    insert into message_deletions (uid, message_id, deleted_at)
    select ${uid}, m.id, ${now}
      from messages m
     where m.chat_id = ${chatId} and m.mtime = ${at.mtime}
       ${at.id === undefined ? sql`` : sql`and m.id = ${at.id}`}
    on conflict (uid, message_id) do nothing
    returning message_id`.execute(db);
  return rows.length;
}
