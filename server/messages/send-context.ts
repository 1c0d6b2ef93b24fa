import { sql, type Kysely, type RawBuilder } from 'kysely';
import { MSG_TYPE } from '../../src/domain/constants.js';
import { PREPARED } from '../db/prepared-statements.js';
import type { Database } from '../db/schema.js';
import { chatUserRows, type ChatUserRow } from './chat-users.js';
import { FREE_MESSAGES_PER_HOST_CHAT } from './message-price.js';
import { PARTICIPANT_COLUMNS, participantsOf, type ParticipantRow, type Participants } from './participants.js';
import { SENSITIVE_CONFIG_KEY, type SensitiveConfigRow } from './sensitive-lists.js';
import { MESSAGE_COLUMNS } from './store-message.js';
import type { StoredMessage } from './wire-message.js';

/**
 * How many of the sender's earlier messages in the chat are counted: the price only asks
 * whether the chat's free ones are used up, so the count stops there instead of reading
 * a long chat's every message on each send.
 */
const SENT_BEFORE_COUNTED = FREE_MESSAGES_PER_HOST_CHAT;

/** Everything a person's send decides on, read before it is stored. */
export interface SendContext {
  /** The sender's message with this client id, when it is a retry. */
  readonly earlier: StoredMessage | undefined;
  readonly people: Participants;
  /** The sender's messages in the chat before this one, gifts aside, counted up to SENT_BEFORE_COUNTED. */
  readonly sentBefore: number;
  /** The operator's screening lists row (config key `sensitive`), if any. */
  readonly sensitive: SensitiveConfigRow | undefined;
  /** The sender as the receiver sees them, for the push (chat-users.ts); empty when the sender has no row. */
  readonly senderAsSeen: readonly ChatUserRow[];
  /** The sender's coins before this send. */
  readonly balance: number;
}

interface Row {
  readonly earlier: StoredMessage | null;
  readonly users: readonly ParticipantRow[];
  readonly blocked: boolean;
  readonly sensitive: SensitiveConfigRow | null;
  readonly sent_before: number | string;
  readonly sender_as_seen: readonly ChatUserRow[];
  readonly balance: number;
}

const columns = (names: readonly string[], table?: string) => sql.join(names.map((name) => sql.ref(table === undefined ? name : `${table}.${name}`)));

/**
 * The send path's reads in one statement (issue #17: a text cost ~17 statements, then 10):
 * the retry check by client id, both users, a block either way, the screening lists' row,
 * the count the price needs, the sender's card for the push and coins. Each part is the
 * query it replaces, as a subquery.
 */
export async function readSendContext(
  db: Kysely<Database>,
  request: { readonly senderUid: number; readonly receiverUid: number; readonly chatId: number; readonly clientMsgId: string | null },
  /** The sender's balance as the ledger reads it (Ledger.balanceSubquery). */
  balance: RawBuilder<number>,
  now: number,
): Promise<SendContext> {
  const { senderUid, receiverUid, chatId, clientMsgId } = request;
  const { rows } = await sql<Row>`${sql.raw(PREPARED)}
    select
      (select row_to_json(e) from (
         select ${columns(MESSAGE_COLUMNS, 'm')}, c.chat_type from messages m join chats c on c.id = m.chat_id
          where m.send_uid = ${senderUid} and m.client_msg_id = ${clientMsgId}) e) as earlier,
      (select coalesce(json_agg(u), '[]'::json) from (select ${columns(PARTICIPANT_COLUMNS)} from users where uid in (${senderUid}, ${receiverUid})) u) as users,
      exists (select 1 from blocks
               where (blocker_uid = ${senderUid} and blocked_uid = ${receiverUid}) or (blocker_uid = ${receiverUid} and blocked_uid = ${senderUid})) as blocked,
      (select row_to_json(k) from (select version, value from config where key = ${SENSITIVE_CONFIG_KEY}) k) as sensitive,
      (select count(*) from (select 1 from messages
          where chat_id = ${chatId} and send_uid = ${senderUid} and msg_type <> ${MSG_TYPE.gift} limit ${SENT_BEFORE_COUNTED}) s) as sent_before,
      (select coalesce(json_agg(s), '[]'::json) from (${chatUserRows(receiverUid, [senderUid])}) s) as sender_as_seen,
      ${balance} as balance
  `.execute(db);
  const row = rows[0];
  if (row === undefined) throw new Error('the send context read returned no row');
  return {
    earlier: row.earlier ?? undefined,
    people: participantsOf(row.users, senderUid, receiverUid, row.blocked, now),
    sentBefore: Number(row.sent_before),
    sensitive: row.sensitive ?? undefined,
    senderAsSeen: row.sender_as_seen,
    balance: Number(row.balance),
  };
}

