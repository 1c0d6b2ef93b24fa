import { sql, type Kysely, type Transaction } from 'kysely';
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

const MESSAGE_COLUMNS = ['id', 'chat_id', 'send_uid', 'mtime', 'msg_type', 'msg_content', 'msg_status', 'client_msg_id', 'transfer_id'] as const;

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
 * Stores a message in one transaction: the chat row is locked first, so within a chat
 * messages commit in (mtime, id) order — a reader's cursor never passes a message that
 * commits later with an earlier place. The message's mtime is the clock's, but never
 * before the chat's newest. Both inbox rows move to the top (and come back if deleted);
 * the receiver's unread count grows by one.
 */
export async function storeMessage(db: Kysely<Database>, input: NewMessage, withMessage?: WithMessage): Promise<StoreOutcome> {
  const receiverUid = input.chat.peerUid;
  return db.transaction().execute(async (trx): Promise<StoreOutcome> => {
    const chat = await trx.selectFrom('chats').select('last_mtime').where('id', '=', input.chat.id).forUpdate().executeTakeFirstOrThrow();
    const mtime = Math.max(input.now, chat.last_mtime);
    const inserted = await trx
      .insertInto('messages')
      .values({
        chat_id: input.chat.id,
        send_uid: input.senderUid,
        client_msg_id: input.clientMsgId,
        msg_type: input.msgType,
        msg_content: JSON.stringify(input.content),
        transfer_id: input.transferId,
        mtime,
      })
      .onConflict((conflict) => conflict.columns(['send_uid', 'client_msg_id']).doNothing())
      .returning(MESSAGE_COLUMNS)
      .executeTakeFirst();
    if (inserted === undefined) {
      const existing = await findByClientId(trx, input.senderUid, input.clientMsgId ?? '');
      if (existing === undefined) throw new Error(`message ${input.senderUid}/${input.clientMsgId} conflicted but is not stored`);
      return { created: false, message: existing };
    }
    const message: StoredMessage = { ...inserted, chat_type: input.chat.chatType };
    if (input.original !== null) {
      await messagingDb(trx).insertInto('message_originals').values({ message_id: message.id, ...input.original }).execute();
    }
    if (withMessage !== undefined) await withMessage(trx, message);
    await trx.updateTable('chats').set({ last_message_id: message.id, last_mtime: mtime }).where('id', '=', input.chat.id).execute();
    await trx
      .updateTable('chat_members')
      .set({
        last_mtime: mtime,
        hidden: false,
        unread: sql<number>`case when uid = ${receiverUid} then unread + 1 else unread end`,
      })
      .where('chat_id', '=', input.chat.id)
      .execute();
    return { created: true, message };
  });
}
