import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { userExists } from '../users/user-exists.js';

/** A conversation as one of its members sees it. */
export interface MemberChat {
  readonly id: number;
  readonly chatType: number;
  readonly peerUid: number;
}

export type ChatLookup =
  | { readonly ok: true; readonly chat: MemberChat }
  | { readonly ok: false; readonly error: { readonly code: 'CHAT.NOT_FOUND' | 'CHAT.SELF' | 'USER.NOT_FOUND' } };

/** The chat `chatId` if `uid` is in it (and it is of `chatType`, when given). */
export async function findMemberChat(db: Kysely<Database>, uid: number, chatId: number, chatType?: number): Promise<MemberChat | undefined> {
  let query = db
    .selectFrom('chat_members as cm')
    .innerJoin('chats as c', 'c.id', 'cm.chat_id')
    .select(['c.id', 'c.chat_type', 'cm.peer_uid'])
    .where('cm.uid', '=', uid)
    .where('cm.chat_id', '=', chatId);
  if (chatType !== undefined) query = query.where('c.chat_type', '=', chatType);
  const row = await query.executeTakeFirst();
  return row === undefined ? undefined : { id: row.id, chatType: row.chat_type, peerUid: row.peer_uid };
}

/**
 * The one chat of `chatType` between two users, made on first use with both member rows.
 * Safe when both sides open it at once: the pair is unique, the loser reads the winner's.
 */
/** The chat of `chatType` between two users, if they have one (one read). */
export async function findChat(db: Kysely<Database>, uid: number, peerUid: number, chatType: number): Promise<MemberChat | undefined> {
  const [low, high] = uid < peerUid ? [uid, peerUid] : [peerUid, uid];
  const row = await db.selectFrom('chats').select('id').where('chat_type', '=', chatType).where('user_low', '=', low).where('user_high', '=', high).executeTakeFirst();
  return row === undefined ? undefined : { id: row.id, chatType, peerUid };
}

export async function openChat(db: Kysely<Database>, uid: number, peerUid: number, chatType: number, now: number): Promise<MemberChat> {
  // Nearly every send is to a chat that exists: one read instead of the five-statement make-sure below.
  const existing = await findChat(db, uid, peerUid, chatType);
  if (existing !== undefined) return existing;
  const [low, high] = uid < peerUid ? [uid, peerUid] : [peerUid, uid];
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('chats')
      .values({ chat_type: chatType, user_low: low, user_high: high, created_at: now })
      .onConflict((conflict) => conflict.columns(['chat_type', 'user_low', 'user_high']).doNothing())
      .execute();
    const { id } = await trx
      .selectFrom('chats')
      .select('id')
      .where('chat_type', '=', chatType)
      .where('user_low', '=', low)
      .where('user_high', '=', high)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('chat_members')
      .values([
        { chat_id: id, uid, peer_uid: peerUid },
        { chat_id: id, uid: peerUid, peer_uid: uid },
      ])
      .onConflict((conflict) => conflict.columns(['chat_id', 'uid']).doNothing())
      .execute();
    return { id, chatType, peerUid };
  });
}

/** How many user pairs' chat ids (and as many members' chats) a KnownChats keeps; past it the oldest go first. */
const KNOWN_CHATS_MAX = 100_000;

/**
 * Chats remembered once read, by user pair and by member and chat id: a chat is never
 * deleted and its pair never changes (hiding it touches only the member rows), so a
 * remembered chat stays true on every node, and the send path skips its lookup — by pair
 * for a first message (to_uid), by id for every later one (chat_id; issue #17: one
 * statement of three per text message).
 */
export interface KnownChats {
  get(chatType: number, uid: number, peerUid: number): MemberChat | undefined;
  /** The chat `chatId` of member `uid`, when it was read before. */
  member(uid: number, chatId: number): MemberChat | undefined;
  remember(chat: MemberChat, uid: number): void;
}

/** A map that forgets its oldest entry past KNOWN_CHATS_MAX. */
const boundedSet = <V>(map: Map<string, V>, key: string, value: V): void => {
  if (map.size >= KNOWN_CHATS_MAX) map.delete(map.keys().next().value as string);
  map.set(key, value);
};

export function createKnownChats(): KnownChats {
  const ids = new Map<string, number>();
  const members = new Map<string, MemberChat>();
  const keyOf = (chatType: number, a: number, b: number) => (a < b ? `${chatType}:${a}:${b}` : `${chatType}:${b}:${a}`);
  return {
    get(chatType, uid, peerUid) {
      const id = ids.get(keyOf(chatType, uid, peerUid));
      return id === undefined ? undefined : { id, chatType, peerUid };
    },
    member: (uid, chatId) => members.get(`${uid}:${chatId}`),
    remember(chat, uid) {
      boundedSet(ids, keyOf(chat.chatType, uid, chat.peerUid), chat.id);
      boundedSet(members, `${uid}:${chat.id}`, chat);
    },
  };
}

/** The chat `chatId` of `chatType` whose member is `uid`: from `known` when read before, else read once and remembered. */
export async function findKnownMemberChat(db: Kysely<Database>, uid: number, chatId: number, chatType: number, known?: KnownChats): Promise<MemberChat | undefined> {
  const remembered = known?.member(uid, chatId);
  // Of another type, it is not found: the read below says so.
  if (remembered !== undefined && remembered.chatType === chatType) return remembered;
  const chat = await findMemberChat(db, uid, chatId, chatType);
  if (chat !== undefined) known?.remember(chat, uid);
  return chat;
}

/**
 * The chat a request names: by `chat_id` (the caller must be in it), or by the other user's
 * uid (`to_uid`, opened if new; from `known` when it was read before). Exactly one of
 * them is expected; chat_id wins.
 */
export async function resolveChat(
  db: Kysely<Database>,
  uid: number,
  ref: { readonly chat_id?: number | undefined; readonly to_uid?: number | undefined; readonly chat_type: number },
  now: number,
  known?: KnownChats,
): Promise<ChatLookup> {
  if (ref.chat_id !== undefined) {
    const chat = await findKnownMemberChat(db, uid, ref.chat_id, ref.chat_type, known);
    return chat === undefined ? { ok: false, error: { code: 'CHAT.NOT_FOUND' } } : { ok: true, chat };
  }
  if (ref.to_uid === undefined) return { ok: false, error: { code: 'CHAT.NOT_FOUND' } };
  if (ref.to_uid === uid) return { ok: false, error: { code: 'CHAT.SELF' } };
  const remembered = known?.get(ref.chat_type, uid, ref.to_uid);
  if (remembered !== undefined) return { ok: true, chat: remembered };
  // A chat exists only between users who exist: the user check is for a first message.
  let chat = await findChat(db, uid, ref.to_uid, ref.chat_type);
  if (chat === undefined) {
    if (!(await userExists(db, ref.to_uid))) return { ok: false, error: { code: 'USER.NOT_FOUND' } };
    chat = await openChat(db, uid, ref.to_uid, ref.chat_type, now);
  }
  known?.remember(chat, uid);
  return { ok: true, chat };
}

/**
 * Takes the chat out of `uid`'s inbox and clears its history up to now on that side
 * (unread too); the other side keeps everything. A chat `uid` is not in is left alone.
 */
export async function hideChat(db: Kysely<Database>, uid: number, chatId: number, chatType: number): Promise<void> {
  await db
    .updateTable('chat_members as cm')
    .from('chats as c')
    .set({ hidden: true, unread: 0, cleared_before_mtime: sql<number>`greatest(cm.cleared_before_mtime, c.last_mtime)`, last_read_mtime: sql<number>`greatest(cm.last_read_mtime, c.last_mtime)` })
    .whereRef('c.id', '=', 'cm.chat_id')
    .where('cm.chat_id', '=', chatId)
    .where('cm.uid', '=', uid)
    .where('c.chat_type', '=', chatType)
    .execute();
}
