import { sql, type Kysely, type RawBuilder } from 'kysely';
import { compileOnce } from '../db/compiled-once.js';
import { MSG_TYPE } from '../../src/domain/constants.js';
import { PREPARED } from '../db/prepared-statements.js';
import type { Database } from '../db/schema.js';
import { chatUserRows, type ChatUserRow } from './chat-users.js';
import { FREE_MESSAGES_PER_HOST_CHAT } from './message-price.js';
import { PARTICIPANT_COLUMNS, participantsOf, type ParticipantRow, type Participants } from './participants.js';
import { SENSITIVE_CONFIG_KEY, type SensitiveLists, type SensitiveListsSource, type VersionedConfigRow } from './sensitive-lists.js';
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
  /** The screening lists: the operator's (config key `sensitive`), else the defaults. */
  readonly lists: SensitiveLists;
  /** The sender as the receiver sees them, for the push (chat-users.ts); empty when the sender has no row. */
  readonly senderAsSeen: readonly ChatUserRow[];
  /** The sender's coins before this send. */
  readonly balance: number;
}

/** What one send asks the read about. */
export interface SendContextRequest {
  readonly senderUid: number;
  readonly receiverUid: number;
  readonly chatId: number;
  readonly clientMsgId: string | null;
}

/** Reads send contexts, those asked for together in one statement. */
export interface SendContextReader {
  read(request: SendContextRequest, now: number): Promise<SendContext>;
}

/**
 * The most contexts one read carries: as with the group write (GROUP_COMMIT_MAX_MESSAGES),
 * past a few hundred the statement grows while a send's wait does not shrink.
 */
export const SEND_CONTEXT_BATCH_MAX = 256;

interface Row {
  readonly ord: number;
  readonly earlier: StoredMessage | null;
  readonly users: readonly ParticipantRow[];
  readonly blocked: boolean;
  /** Only on the batch's first row (ord 0): the row is the same for every send of the batch. */
  readonly sensitive: VersionedConfigRow | null;
  readonly sent_before: number | string;
  readonly sender_as_seen: readonly ChatUserRow[];
  readonly balance: number;
}

interface Waiting {
  readonly request: SendContextRequest;
  readonly now: number;
  readonly resolve: (context: SendContext) => void;
  readonly reject: (error: unknown) => void;
}

const columns = (names: readonly string[], table?: string) => sql.join(names.map((name) => sql.ref(table === undefined ? name : `${table}.${name}`)));

/**
 * The send path's reads in one statement (issue #17: a text cost ~17 statements, then 10):
 * the retry check by client id, both users, a block either way, the screening lists' row,
 * the count the price needs, the sender's card for the push and coins. Each part is the
 * query it replaces, as a subquery, asked once per input row (`i`, one per send).
 */
const sendContextsStatement = (balanceOf: (uid: RawBuilder<number>) => RawBuilder<number>) =>
  compileOnce<Row>(2, (inputs, heldStamp) => {
    const sender = sql.ref<number>('i.sender_uid');
    const receiver = sql.ref<number>('i.receiver_uid');
    return sql<Row>`${sql.raw(PREPARED)}
    select i.ord,
      (select row_to_json(e) from (
         select ${columns(MESSAGE_COLUMNS, 'm')}, c.chat_type from messages m join chats c on c.id = m.chat_id
          where m.send_uid = ${sender} and m.client_msg_id = i.client_msg_id) e) as earlier,
      (select coalesce(json_agg(u), '[]'::json) from (select ${columns(PARTICIPANT_COLUMNS)} from users where uid in (${sender}, ${receiver})) u) as users,
      exists (select 1 from blocks
               where (blocker_uid = ${sender} and blocked_uid = ${receiver}) or (blocker_uid = ${receiver} and blocked_uid = ${sender})) as blocked,
      case when i.ord = 0 then (select row_to_json(k) from (
         select version, stamp, stamp = ${heldStamp}::text is true as held, case when stamp = ${heldStamp}::text then null else value end as value
           from (select version, version || ':' || updated_at as stamp, value from config where key = ${SENSITIVE_CONFIG_KEY}) c) k) end as sensitive,
      (select count(*) from (select 1 from messages
          where chat_id = i.chat_id and send_uid = ${sender} and msg_type <> ${MSG_TYPE.gift} limit ${SENT_BEFORE_COUNTED}) s) as sent_before,
      (select coalesce(json_agg(s), '[]'::json) from (${chatUserRows(receiver, [sender])}) s) as sender_as_seen,
      ${balanceOf(sender)} as balance
    from json_to_recordset(${inputs}::json) as i(ord int, sender_uid bigint, receiver_uid bigint, chat_id bigint, client_msg_id text)`;
  });

function contextOf(row: Row, { senderUid, receiverUid }: SendContextRequest, now: number, lists: SensitiveLists): SendContext {
  return {
    earlier: row.earlier ?? undefined,
    people: participantsOf(row.users, senderUid, receiverUid, row.blocked, now),
    sentBefore: Number(row.sent_before),
    lists,
    senderAsSeen: row.sender_as_seen,
    balance: Number(row.balance),
  };
}

/**
 * Batched send-context reads (issue #17), as group commit does for the write: a read asked
 * for while another is in flight waits for it, and all that waited then go in ONE
 * statement, each sender answered with its own row. A lone read runs at once (no timer:
 * an idle server adds no wait). `balanceOf` is the ledger's balance of a uid expression
 * (Ledger.balanceSubquery).
 */
export function createSendContextReader(
  db: Kysely<Database>,
  balanceOf: (uid: RawBuilder<number>) => RawBuilder<number>,
  sensitive: Pick<SensitiveListsSource, 'held' | 'ofVersioned'>,
): SendContextReader {
  const statement = sendContextsStatement(balanceOf);
  let queue: Waiting[] = [];
  let reading = false;

  async function readTogether(batch: readonly Waiting[]): Promise<void> {
    const inputs = batch.map(({ request }, ord) => ({
      ord, sender_uid: request.senderUid, receiver_uid: request.receiverUid, chat_id: request.chatId, client_msg_id: request.clientMsgId,
    }));
    const held = sensitive.held();
    try {
      const { rows } = await statement(db, [JSON.stringify(inputs), held?.stamp ?? null]);
      const byOrd = new Map(rows.map((row) => [row.ord, row]));
      if (byOrd.size !== batch.length) throw new Error('the send context read did not return a row per send');
      const lists = sensitive.ofVersioned(byOrd.get(0)?.sensitive ?? undefined, held);
      for (const [ord, waiting] of batch.entries()) waiting.resolve(contextOf(byOrd.get(ord) as Row, waiting.request, waiting.now, lists));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }

  async function drain(): Promise<void> {
    reading = true;
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, SEND_CONTEXT_BATCH_MAX);
        queue = queue.slice(batch.length);
        await readTogether(batch);
      }
    } finally {
      reading = false;
    }
  }

  return {
    read(request, now) {
      return new Promise<SendContext>((resolve, reject) => {
        queue.push({ request, now, resolve, reject });
        if (!reading) void drain();
      });
    },
  };
}
