import { sql, type Kysely } from 'kysely';
import { compileOnce } from '../db/compiled-once.js';
import { PREPARED } from '../db/prepared-statements.js';
import type { Database } from '../db/schema.js';
import { MESSAGE_COLUMNS, type NewMessage } from './store-message.js';
import type { StoredMessage } from './wire-message.js';

type BatchRow = Omit<StoredMessage, 'chat_type'> & { readonly ord: number };

/** The statement, compiled once (compileOnce); its one value is the inputs as JSON. */
const insertBatch = compileOnce<BatchRow>(1, (inputs) => sql<BatchRow>`${sql.raw(PREPARED)}
    with input as (
      select * from json_to_recordset(${inputs}::json)
        as i(ord int, chat_id bigint, send_uid bigint, client_msg_id text, msg_type smallint, msg_content jsonb, transfer_id bigint, now bigint)
    ),
    chat as (select id, last_mtime from chats where id in (select chat_id from input) order by id for update),
    -- The sort in x takes the whole join, so every chat row is locked before the first id is drawn.
    placed as (
      select x.*, nextval(pg_get_serial_sequence('messages', 'id')) as id
      from (
        select i.*, greatest(c.last_mtime, max(i.now) over (partition by i.chat_id order by i.ord)) as mtime
        from input i join chat c on c.id = i.chat_id
        order by i.ord
      ) x
    ),
    m as (
      insert into messages (id, chat_id, send_uid, client_msg_id, msg_type, msg_content, transfer_id, mtime)
      overriding system value
      select id, chat_id, send_uid, client_msg_id, msg_type, msg_content, transfer_id, mtime from placed
      on conflict (send_uid, client_msg_id) do nothing
      returning ${sql.join(MESSAGE_COLUMNS.map((column) => sql.ref(column)))}
    ),
    newest as (select distinct on (chat_id) chat_id, id, mtime from m order by chat_id, mtime desc, id desc),
    moved as (update chats set last_message_id = newest.id, last_mtime = newest.mtime from newest where chats.id = newest.chat_id),
    -- Each member's new messages from the other side, as one join and count (a count per member row scanned the batch per row).
    member_unread as (
      select cm.chat_id, cm.uid, count(*) filter (where m.send_uid <> cm.uid) as n
      from chat_members cm join m on m.chat_id = cm.chat_id
      group by cm.chat_id, cm.uid
    ),
    members as (
      update chat_members set last_mtime = newest.mtime, hidden = false, unread = chat_members.unread + member_unread.n
      from member_unread join newest on newest.chat_id = member_unread.chat_id
      where chat_members.chat_id = member_unread.chat_id and chat_members.uid = member_unread.uid
    )
    select m.*, placed.ord from m join placed on placed.id = m.id`);

/**
 * Plain messages (no masked original, no records beside them) stored with ONE statement
 * for the lot, in arrival order: the group commit's write (group-commit.ts). The same
 * rules as insertMessage, for many chats at once:
 * - every chat row named is locked first (FOR UPDATE, in id order so two writers never
 *   wait on each other in a circle), and only then are the messages' ids drawn, in
 *   arrival order — so within a chat, messages commit in (mtime, id) order and a reader's
 *   cursor never passes one that commits later with an earlier place;
 * - a message's mtime is its clock time, never before the chat's newest nor an earlier
 *   message of the batch in the same chat;
 * - a client id the sender stored before is skipped (ON CONFLICT DO NOTHING): absent from
 *   the answer, that sender is answered with the stored message;
 * - each chat row points at its newest message; both inbox rows move to the top (and come
 *   back if deleted); each side's unread count grows by the messages of the other side.
 * The answer maps each input's position in `inputs` to its stored row.
 */
export async function insertMessageBatch(db: Kysely<Database>, inputs: readonly NewMessage[]): Promise<Map<number, Omit<StoredMessage, 'chat_type'>>> {
  const rows = inputs.map((input, ord) => ({
    ord,
    chat_id: input.chat.id,
    send_uid: input.senderUid,
    client_msg_id: input.clientMsgId,
    msg_type: input.msgType,
    msg_content: input.content,
    transfer_id: input.transferId,
    now: input.now,
  }));
  const { rows: stored } = await insertBatch(db, [JSON.stringify(rows)]);
  return new Map(stored.map(({ ord, ...message }) => [ord, message]));
}
