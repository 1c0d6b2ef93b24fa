import { sql, type Kysely } from 'kysely';
import type { ChatUser } from '../../src/application/contracts/msg/chat-user.js';
import { ONLINE_STATUS } from '../../src/domain/constants.js';
import { cardAge } from '../../src/domain/profile/age.js';
import { countryFlag } from '../accounts/current-user.js';
import type { Database } from '../db/schema.js';

/** A user seen (any call) within this window counts as online. */
export const ONLINE_WINDOW_MS = 5 * 60_000;

/** Not in ONLINE_STATUS (the spec lists only the states of someone present). */
const OFFLINE = 0;

interface Row {
  readonly uid: number;
  readonly nickname: string;
  readonly avatar: string;
  readonly small_avatar: string;
  readonly birthday: string | null;
  readonly country_code: string;
  readonly level: number;
  readonly is_auth: boolean;
  readonly is_host: boolean;
  readonly is_demo: boolean;
  readonly is_rest: boolean;
  readonly sex: number;
  readonly language: string;
  readonly speak_language: string;
  readonly hide_online: boolean;
  readonly video_call_gold: number | null;
  readonly last_seen_at: number | null;
  readonly demo_status: number | null;
  readonly is_live: boolean;
  readonly is_follow: boolean;
  readonly is_followed: boolean;
  readonly is_black: boolean;
}

/** A boolean as the spec's 0/1 flags travel. */
export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** Demo hosts keep the status they were seeded with; others are online while recently seen. */
function onlineStatusOf(row: Row, now: number): number {
  if (row.hide_online) return OFFLINE;
  if (row.is_rest) return ONLINE_STATUS.rest;
  if (row.demo_status !== null) return row.demo_status;
  return row.last_seen_at !== null && now - row.last_seen_at <= ONLINE_WINDOW_MS ? ONLINE_STATUS.online : OFFLINE;
}

function toChatUser(row: Row, now: number): ChatUser {
  return {
    uid: row.uid,
    nickname: row.nickname,
    avatar: row.avatar,
    small_avatar: row.small_avatar,
    age: cardAge(row.birthday, new Date(now)),
    country_code: row.country_code,
    country_flag: countryFlag(row.country_code),
    level: row.level,
    is_live: flag(row.is_live),
    is_follow: flag(row.is_follow),
    is_followed: flag(row.is_followed),
    is_black: flag(row.is_black),
    is_auth: flag(row.is_auth),
    is_host: flag(row.is_host),
    sex: row.sex,
    language: row.language,
    speak_language: row.speak_language,
    online_status: onlineStatusOf(row, now),
    hide_online: flag(row.hide_online),
    // What a call would cost (user-card.ts): a demo host's calls are free.
    video: row.is_demo ? 0 : (row.video_call_gold ?? 0),
    is_demo: flag(row.is_demo),
  };
}

/** Users as `viewer` sees them in chats, by uid; uids that do not exist are left out. One round trip. */
export async function chatUsers(db: Kysely<Database>, viewer: number, uids: readonly number[], now: number): Promise<Map<number, ChatUser>> {
  const wanted = [...new Set(uids)];
  if (wanted.length === 0) return new Map();
  const { rows } = await sql<Row>`
    select u.uid, u.nickname, u.avatar, u.small_avatar, u.birthday, u.country_code, u.level, u.is_auth, u.is_host, u.is_demo,
           u.is_rest, u.sex, u.language, u.speak_language, u.hide_online, u.video_call_gold, u.last_seen_at,
           d.online_status as demo_status,
           exists (select 1 from live_rooms l where l.host_uid = u.uid and l.status = 'live') as is_live,
           exists (select 1 from follows f where f.follower_uid = ${viewer} and f.followee_uid = u.uid) as is_follow,
           exists (select 1 from follows f where f.follower_uid = u.uid and f.followee_uid = ${viewer}) as is_followed,
           exists (select 1 from blocks b where b.blocker_uid = ${viewer} and b.blocked_uid = u.uid) as is_black
      from users u
      left join demo_hosts d on d.uid = u.uid
     where u.uid in (${sql.join(wanted)})
  `.execute(db);
  return new Map(rows.map((row) => [row.uid, toChatUser(row, now)]));
}

/**
 * A user as they see themselves: the row is the same whoever looks, and the relations to
 * oneself are always false (the follows and blocks tables refuse a row from a user to
 * themselves), so the sender's own copy of a message needs no second query.
 */
export function asSeenBySelf(user: ChatUser): ChatUser {
  return { ...user, is_follow: 0, is_followed: 0, is_black: 0 };
}

/** `user_infos` of the spec: the users of `uids` keyed by uid as text. */
export function userInfosOf(users: ReadonlyMap<number, ChatUser>, uids: readonly number[]): Record<string, ChatUser> {
  const infos: Record<string, ChatUser> = {};
  for (const uid of uids) {
    const user = users.get(uid);
    if (user !== undefined) infos[String(uid)] = user;
  }
  return infos;
}
