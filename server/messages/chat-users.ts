import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ChatUser } from '../../src/application/contracts/msg/chat-user.js';
import { onlineStatusOf } from '../../src/domain/calls/user-state.js';
import { ONLINE_STATUS } from '../../src/domain/constants.js';
import { cardAge } from '../../src/domain/profile/age.js';
import { visibleToOthers } from '../../src/domain/profile/privacy.js';
import { countryFlag } from '../accounts/current-user.js';
import type { Database } from '../db/schema.js';
import type { PresenceStore } from '../presence/presence-store.js';

export interface ChatUserRow {
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
  readonly hide_profile: boolean;
  readonly demo_status: number | null;
  readonly is_live: boolean;
  readonly is_follow: boolean;
  readonly is_followed: boolean;
  readonly is_black: boolean;
  readonly hide_level: boolean;
}

/** A boolean as the spec's 0/1 flags travel. */
export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/**
 * The online dot by the one presence rule (user-state.ts). A demo host lives in the server
 * itself, so it is always connected and shows the status it was seeded with. Busy in a call
 * comes with the type-7 updates the client applies on top.
 */
function statusOf(row: ChatUserRow, connected: boolean): number {
  const status = onlineStatusOf({ connected: connected || row.demo_status !== null, inCall: false, isRest: row.is_rest, hideOnline: row.hide_online });
  return row.demo_status !== null && status === ONLINE_STATUS.online ? row.demo_status : status;
}

/** The identity fields as the privacy flags let `viewer` see them (the owner sees everything). */
function identityOf(row: ChatUserRow, viewer: number, now: number) {
  const identity = {
    nickname: row.nickname,
    avatar: row.avatar,
    small_avatar: row.small_avatar,
    age: cardAge(row.birthday, new Date(now)),
    country_code: row.country_code,
    country_flag: countryFlag(row.country_code),
    level: row.level,
    is_vip: 0 as const,
    is_auth: flag(row.is_auth),
    auth_status: 0,
    hide_profile: flag(row.hide_profile),
    hide_vip: 0 as const,
    hide_level: flag(row.hide_level),
  };
  const seen = row.uid === viewer ? identity : visibleToOthers(identity);
  const { is_vip: _vip, auth_status: _status, hide_vip: _hideVip, hide_level: _hideLevel, ...fields } = seen;
  return fields;
}

function toChatUser(row: ChatUserRow, viewer: number, connected: boolean, now: number): ChatUser {
  const identity = identityOf(row, viewer, now);
  const hidden = identity.hide_profile === 1 && row.uid !== viewer;
  return {
    uid: row.uid,
    ...identity,
    is_live: flag(row.is_live),
    is_follow: flag(row.is_follow),
    is_followed: flag(row.is_followed),
    is_black: flag(row.is_black),
    is_host: flag(row.is_host),
    sex: row.sex,
    language: row.language,
    speak_language: hidden ? '' : row.speak_language,
    online_status: statusOf(row, connected),
    hide_online: flag(row.hide_online),
    // What a call would cost (user-card.ts): a demo host's calls are free.
    video: row.is_demo ? 0 : (row.video_call_gold ?? 0),
    is_demo: flag(row.is_demo),
  };
}

/** A uid as a value, or as a column of the rows of the statement that embeds the fragment (send-context.ts). */
type Uid = number | RawBuilder<number>;

/** The users rows a ChatUser is made of, as `viewer` sees them: a fragment other reads may embed (send-context.ts). */
export const chatUserRows = (viewer: Uid, uids: readonly Uid[]): RawBuilder<ChatUserRow> => sql<ChatUserRow>`
    select u.uid, u.nickname, u.avatar, u.small_avatar, u.birthday, u.country_code, u.level, u.is_auth, u.is_host, u.is_demo,
           u.is_rest, u.sex, u.language, u.speak_language, u.hide_online, u.video_call_gold, u.hide_profile, u.hide_level,
           d.online_status as demo_status,
           exists (select 1 from live_rooms l where l.host_uid = u.uid and l.status = 'live') as is_live,
           exists (select 1 from follows f where f.follower_uid = ${viewer} and f.followee_uid = u.uid) as is_follow,
           exists (select 1 from follows f where f.follower_uid = u.uid and f.followee_uid = ${viewer}) as is_followed,
           exists (select 1 from blocks b where b.blocker_uid = ${viewer} and b.blocked_uid = u.uid) as is_black
      from users u
      left join demo_hosts d on d.uid = u.uid
     where u.uid in (${sql.join(uids)})
  `;

/** ChatUsers from their rows, with who is connected now. */
export async function toChatUsers(rows: readonly ChatUserRow[], presence: Pick<PresenceStore, 'connectedAmong'>, viewer: number, now: number): Promise<Map<number, ChatUser>> {
  const connected = await presence.connectedAmong(rows.map((row) => row.uid));
  return new Map(rows.map((row) => [row.uid, toChatUser(row, viewer, connected.has(row.uid), now)]));
}

/**
 * Users as `viewer` sees them in chats, by uid; uids that do not exist are left out. One
 * round trip. The privacy flags apply to everyone but the viewer; the online dot is presence's.
 */
export async function chatUsers(db: Kysely<Database>, presence: Pick<PresenceStore, 'connectedAmong'>, viewer: number, uids: readonly number[], now: number): Promise<Map<number, ChatUser>> {
  const wanted = [...new Set(uids)];
  if (wanted.length === 0) return new Map();
  const { rows } = await chatUserRows(viewer, wanted).execute(db);
  return toChatUsers(rows, presence, viewer, now);
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
