import { sql, type Kysely } from 'kysely';
import type { InboxItem } from '../../src/application/contracts/msg/list.contract.js';
import { INBOX_TAB, MESSAGE_PAGE_SIZE, MS_PER_SECOND } from '../../src/domain/constants.js';
import type { Database, JsonValue } from '../db/schema.js';
import type { PresenceStore } from '../presence/presence-store.js';
import { chatUsers, flag, userInfosOf } from './chat-users.js';
import { visibleTo } from './visible-messages.js';
import { contentText, toWireMessage } from './wire-message.js';

export interface InboxQuery {
  readonly tab: number;
  /** Rows strictly before (mtime, chat id), newest first; null from the top. */
  readonly before: { readonly mtime: number; readonly chatId: number } | null;
  /** Only rows changed after this (0: all). */
  readonly changedAfter: number;
}

interface Row {
  readonly chat_id: number;
  readonly chat_type: number;
  readonly unread: number;
  readonly is_top: boolean;
  readonly last_mtime: number;
  readonly peer_uid: number;
  readonly id: number | null;
  readonly send_uid: number | null;
  readonly mtime: number | null;
  readonly msg_type: number | null;
  readonly msg_content: JsonValue | null;
  readonly msg_status: number | null;
  readonly client_msg_id: string | null;
}

/**
 * One page of the inbox: chats with at least one message that were not removed
 * (/msg/del-index) since, with no one the user blocked, newest first by (last mtime, chat id), each with its newest
 * message still visible to the user (one lateral index read per row).
 */
export async function inboxPage(db: Kysely<Database>, presence: Pick<PresenceStore, 'connectedAmong'>, uid: number, query: InboxQuery, now: number): Promise<{ items: InboxItem[]; hasMore: boolean }> {
  const filters = [
    // Whom the user blocked leaves their inbox (issue #13); the chat comes back on unblock.
    sql`and not exists (select 1 from blocks b where b.blocker_uid = cm.uid and b.blocked_uid = cm.peer_uid)`,
    query.tab === INBOX_TAB.unread ? sql`and cm.unread > 0` : sql``,
    query.tab === INBOX_TAB.followings ? sql`and exists (select 1 from follows f where f.follower_uid = cm.uid and f.followee_uid = cm.peer_uid)` : sql``,
    query.before === null ? sql`` : sql`and (cm.last_mtime, cm.chat_id) < (${query.before.mtime}, ${query.before.chatId})`,
    query.changedAfter > 0 ? sql`and cm.last_mtime > ${query.changedAfter}` : sql``,
  ];
  const { rows } = await sql<Row>`
    select cm.chat_id, c.chat_type, cm.unread, cm.is_top, cm.last_mtime, cm.peer_uid,
           m.id, m.send_uid, m.mtime, m.msg_type, m.msg_content, m.msg_status, m.client_msg_id
      from chat_members cm
      join chats c on c.id = cm.chat_id
      left join lateral (
        select m.* from messages m
         where m.chat_id = cm.chat_id and ${visibleTo(uid)}
         order by m.mtime desc, m.id desc
         limit 1) m on true
     where cm.uid = ${uid} and not cm.hidden and cm.last_mtime > 0
       ${sql.join(filters, sql` `)}
     order by cm.last_mtime desc, cm.chat_id desc
     limit ${MESSAGE_PAGE_SIZE + 1}`.execute(db);
  const page = rows.slice(0, MESSAGE_PAGE_SIZE);
  const users = await chatUsers(db, presence, uid, page.map((row) => row.peer_uid), now);
  return { items: page.map((row) => toItem(row, userInfosOf(users, [row.peer_uid]))), hasMore: rows.length > MESSAGE_PAGE_SIZE };
}

function toItem(row: Row, userInfos: InboxItem['user_infos']): InboxItem {
  const last =
    row.id === null || row.send_uid === null || row.mtime === null || row.msg_type === null || row.msg_content === null || row.msg_status === null
      ? null
      : toWireMessage({
          id: row.id, chat_id: row.chat_id, chat_type: row.chat_type, send_uid: row.send_uid, mtime: row.mtime,
          msg_type: row.msg_type, msg_content: row.msg_content, msg_status: row.msg_status, client_msg_id: row.client_msg_id, transfer_id: null,
        });
  return {
    chat_id: row.chat_id,
    chat_type: row.chat_type,
    msg_type: last?.msg_type ?? 0,
    msg_content: last === null ? '' : contentText(last.msg_content),
    mtime: row.last_mtime,
    ctime: Math.floor(row.last_mtime / MS_PER_SECOND),
    unread: row.unread,
    remark: '',
    is_top: flag(row.is_top),
    user_infos: userInfos,
    list: last === null ? [] : [last],
  };
}
