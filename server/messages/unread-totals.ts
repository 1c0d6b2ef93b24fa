import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface UnreadTotals {
  /** Unread over every chat in the inbox. */
  readonly unread: number;
  /** Unread in chats with people the user follows. */
  readonly follow_unread: number;
}

/** The inbox badges, one round trip (the same sums /profile/init shows). */
export async function unreadTotals(db: Kysely<Database>, uid: number): Promise<UnreadTotals> {
  const { rows } = await sql<UnreadTotals>`
    select
      coalesce(sum(cm.unread), 0) as unread,
      coalesce(sum(cm.unread) filter (where exists (
        select 1 from follows f where f.follower_uid = cm.uid and f.followee_uid = cm.peer_uid)), 0) as follow_unread
      from chat_members cm
     where cm.uid = ${uid} and not cm.hidden`.execute(db);
  const totals = rows[0];
  return { unread: Number(totals?.unread ?? 0), follow_unread: Number(totals?.follow_unread ?? 0) };
}

/** One chat's unread count for `uid`: 0 for a chat they are not in, or took out of their inbox. */
export async function chatUnread(db: Kysely<Database>, uid: number, chatId: number, chatType: number): Promise<number> {
  const row = await db
    .selectFrom('chat_members as cm')
    .innerJoin('chats as c', 'c.id', 'cm.chat_id')
    .select('cm.unread')
    .where('cm.chat_id', '=', chatId)
    .where('cm.uid', '=', uid)
    .where('c.chat_type', '=', chatType)
    .where('cm.hidden', '=', false)
    .executeTakeFirst();
  return row?.unread ?? 0;
}
