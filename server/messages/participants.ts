import type { Kysely } from 'kysely';
import { activeBan } from '../admin/user-moderation.js';
import type { Database } from '../db/schema.js';
import { isBlockedBetween } from '../users/blocks-between.js';
import { messagePrice, type MessagePrice } from './message-price.js';

/** What the send rules need to know about one side of a chat. */
export interface Participant {
  readonly uid: number;
  readonly exists: boolean;
  readonly isHost: boolean;
  /** An invented demo host: nothing sent to or from them costs coins. */
  readonly isDemo: boolean;
  readonly isVip: boolean;
  readonly hasRecharged: boolean;
  /** Free messages bought with packages, spent before coins (migration 0620). */
  readonly freeMessages: number;
  readonly banned: boolean;
  readonly nickname: string;
  readonly language: string;
}

export interface Participants {
  readonly sender: Participant;
  readonly receiver: Participant;
  /** Either side blocked the other. */
  readonly blocked: boolean;
}

const missing = (uid: number): Participant => ({
  uid, exists: false, isHost: false, isDemo: false, isVip: false, hasRecharged: false, freeMessages: 0, banned: false, nickname: '', language: '',
});

/** The users columns the send rules read (loadParticipants, and the send path's one read in send-context.ts). */
export const PARTICIPANT_COLUMNS = ['uid', 'is_host', 'is_demo', 'vip_expires_at', 'recharge_cents', 'message_free_count', 'banned_at', 'banned_until', 'banned_reason', 'nickname', 'language'] as const;

/** One users row with PARTICIPANT_COLUMNS. */
export interface ParticipantRow {
  readonly uid: number;
  readonly is_host: boolean;
  readonly is_demo: boolean;
  readonly vip_expires_at: number | null;
  readonly recharge_cents: number;
  readonly message_free_count: number;
  readonly banned_at: number | null;
  readonly banned_until: number | null;
  readonly banned_reason: string | null;
  readonly nickname: string;
  readonly language: string;
}

/** Both sides from their users rows (a side without a row does not exist). */
export function participantsOf(rows: readonly ParticipantRow[], senderUid: number, receiverUid: number, blocked: boolean, now: number): Participants {
  const participant = (uid: number): Participant => {
    const row = rows.find((r) => r.uid === uid);
    if (row === undefined) return missing(uid);
    return {
      uid,
      exists: true,
      isHost: row.is_host,
      isDemo: row.is_demo,
      isVip: (row.vip_expires_at ?? 0) > now,
      hasRecharged: row.recharge_cents > 0,
      freeMessages: row.message_free_count,
      banned: activeBan(row, now) !== null,
      nickname: row.nickname,
      language: row.language,
    };
  };
  return { sender: participant(senderUid), receiver: participant(receiverUid), blocked };
}

/** Both sides of a send and whether a block stands between them, in two reads. */
export async function loadParticipants(db: Kysely<Database>, senderUid: number, receiverUid: number, now: number): Promise<Participants> {
  const [rows, blocked] = await Promise.all([
    db.selectFrom('users').select(PARTICIPANT_COLUMNS).where('uid', 'in', [senderUid, receiverUid]).execute(),
    isBlockedBetween(db, senderUid, receiverUid),
  ]);
  return participantsOf(rows, senderUid, receiverUid, blocked, now);
}

/** Messages the sender already has in the chat, gifts aside (they are priced on their own). */
export async function countSent(db: Kysely<Database>, chatId: number, senderUid: number, giftType: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('chat_id', '=', chatId)
    .where('send_uid', '=', senderUid)
    .where('msg_type', '<>', giftType)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What the sender's next message costs by the chat's own rule (bought free messages aside), after `sentBefore` of theirs. */
export function chatPrice(people: Participants, chatType: number, sentBefore: number): MessagePrice {
  return messagePrice({
    chatType,
    senderIsVip: people.sender.isVip,
    senderIsHost: people.sender.isHost,
    receiverIsHost: people.receiver.isHost,
    withDemoHost: people.sender.isDemo || people.receiver.isDemo,
    sentBefore,
  });
}
