import { sql, type Kysely, type Transaction } from 'kysely';
import { compileOnce } from '../db/compiled-once.js';
import { PREPARED } from '../db/prepared-statements.js';
import type { Database, JsonValue } from '../db/schema.js';
import type { MemberChat } from './chats.js';
import { messagingDb } from './messaging-tables.js';
import type { MessageOriginal, StoredMessage } from './wire-message.js';

export interface NewMessage {
  readonly chat: MemberChat;
  readonly senderUid: number;
  readonly msgType: number;
  readonly content: Readonly<Record<string, JsonValue>>;
  readonly clientMsgId: string | null;
  readonly transferId: number | null;
  /** Set when screening masked the text: kept for the sender only. */
  readonly original: MessageOriginal | null;
  readonly now: number;
}

/** Work that must commit with the message or not at all (a gift's bag and record). Throw to roll back. */
export type WithMessage = (trx: Transaction<Database>, message: StoredMessage) => Promise<void>;

export type StoreOutcome =
  | { readonly created: true; readonly message: StoredMessage }
  /** The sender's client id was stored already (a retry, or a concurrent twin): that message. */
  | { readonly created: false; readonly message: StoredMessage };

export const MESSAGE_COLUMNS = ['id', 'chat_id', 'send_uid', 'mtime', 'msg_type', 'msg_content', 'msg_status', 'client_msg_id', 'transfer_id'] as const;

/** The sender's message with this client id, if stored. */
export async function findByClientId(db: Kysely<Database>, senderUid: number, clientMsgId: string): Promise<StoredMessage | undefined> {
  const row = await db
    .selectFrom('messages as m')
    .innerJoin('chats as c', 'c.id', 'm.chat_id')
    .select(MESSAGE_COLUMNS.map((column) => `m.${column}` as const))
    .select('c.chat_type')
    .where('m.send_uid', '=', senderUid)
    .where('m.client_msg_id', '=', clientMsgId)
    .executeTakeFirst();
  return row;
}

/**
 * Stores a message with one statement: the chat row is locked first (FOR UPDATE), so within
 * a chat messages commit in (mtime, id) order — a reader's cursor never passes a message
 * that commits later with an earlier place. The message's mtime is the clock's, but never
 * before the chat's newest. Both inbox rows move to the top (and come back if deleted); the
 * receiver's unread count grows by one. A masked text's original or a gift's records
 * (`withMessage`) commit with it in one transaction around that statement; a plain text
 * needs none (issue #17: 6 statements a message became 1).
 */
export async function storeMessage(db: Kysely<Database>, input: NewMessage, withMessage?: WithMessage): Promise<StoreOutcome> {
  if (input.original === null && withMessage === undefined) return insertMessage(db, input);
  return db.transaction().execute(async (trx): Promise<StoreOutcome> => {
    const stored = await insertMessage(trx, input);
    if (!stored.created) return stored;
    if (input.original !== null) {
      await messagingDb(trx).insertInto('message_originals').values({ message_id: stored.message.id, ...input.original }).execute();
    }
    if (withMessage !== undefined) await withMessage(trx, stored.message);
    return stored;
  });
}

/** insertMessage's statement, compiled once (compileOnce); its values in the order of the parameters below. */
const insertOne = compileOnce<Omit<StoredMessage, 'chat_type'>>(8, (chatId, senderUid, clientMsgId, msgType, content, transferId, now, peerUid) => sql`${sql.raw(PREPARED)}
    with chat as (select last_mtime from chats where id = ${chatId} for update),
    m as (
      insert into messages (chat_id, send_uid, client_msg_id, msg_type, msg_content, transfer_id, mtime)
      select ${chatId}, ${senderUid}, ${clientMsgId}, ${msgType}, ${content}, ${transferId}, greatest(${now}::bigint, chat.last_mtime)
      from chat
      on conflict (send_uid, client_msg_id) do nothing
      returning ${sql.join(MESSAGE_COLUMNS.map((column) => sql.ref(column)))}
    ),
    moved as (update chats set last_message_id = m.id, last_mtime = m.mtime from m where chats.id = ${chatId}),
    members as (
      update chat_members set last_mtime = m.mtime, hidden = false,
        unread = case when chat_members.uid = ${peerUid} then chat_members.unread + 1 else chat_members.unread end
      from m where chat_members.chat_id = ${chatId}
    )
    select * from m`);

/** The message row and both chat rows in one statement; the sender's earlier message with this client id instead, if there is one. */
export async function insertMessage(db: Kysely<Database>, input: NewMessage): Promise<StoreOutcome> {
  const { chat } = input;
  const inserted = await insertOne(db, [chat.id, input.senderUid, input.clientMsgId, input.msgType, JSON.stringify(input.content), input.transferId, input.now, chat.peerUid]);
  return storeOutcome(db, input, inserted.rows[0]);
}

/** What a write of `input` came to: its new row, or (none) the sender's message stored before with its client id. */
export async function storeOutcome(db: Kysely<Database>, input: NewMessage, row: Omit<StoredMessage, 'chat_type'> | undefined): Promise<StoreOutcome> {
  if (row !== undefined) return { created: true, message: { ...row, chat_type: input.chat.chatType } };
  const existing = await findByClientId(db, input.senderUid, input.clientMsgId ?? '');
  if (existing === undefined) throw new Error(`message ${input.senderUid}/${input.clientMsgId} conflicted but is not stored`);
  return { created: false, message: existing };
}
