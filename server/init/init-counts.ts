import { sql, type Kysely } from 'kysely';
import { CALL_ROOM_TYPE } from '../../src/domain/constants.js';
import type { Database } from '../db/schema.js';

/** The counters /profile/init shows (000 §3), one round trip. */
export interface InitCounts {
  readonly focus_num: number;
  readonly fans_num: number;
  readonly fans_new: number;
  readonly visitor_num: number;
  readonly visitor_new: number;
  readonly visit_num: number;
  readonly msg_unread: number;
  /** Unread in chats with people this user follows (the inbox's "followings" filter). */
  readonly follow_unread: number;
  readonly match_succeed: number;
}

export async function readInitCounts(db: Kysely<Database>, uid: number): Promise<InitCounts> {
  const { rows } = await sql<InitCounts>`
    select
      (select count(*) from follows where follower_uid = ${uid}) as focus_num,
      (select count(*) from follows where followee_uid = ${uid}) as fans_num,
      (select count(*) from follows where followee_uid = ${uid} and not seen) as fans_new,
      (select count(*) from visits where visited_uid = ${uid}) as visitor_num,
      (select count(*) from visits where visited_uid = ${uid} and not seen) as visitor_new,
      (select count(*) from visits where visitor_uid = ${uid}) as visit_num,
      (select coalesce(sum(unread), 0) from chat_members where uid = ${uid} and not hidden) as msg_unread,
      (select coalesce(sum(m.unread), 0) from chat_members m
         join follows f on f.follower_uid = m.uid and f.followee_uid = m.peer_uid
        where m.uid = ${uid} and not m.hidden) as follow_unread,
      (select count(*) from calls
        where room_type = ${CALL_ROOM_TYPE.match} and answered_at is not null
          and (caller_uid = ${uid} or callee_uid = ${uid})) as match_succeed
  `.execute(db);
  const counts = rows[0];
  if (counts === undefined) throw new Error('readInitCounts: the counters query returned no row');
  // count(*) and sum() come back as int8; both drivers parse int8 as a number (type-parsers.ts).
  return counts;
}

/** A few recent fans and visitors, newest first, for the Me page's avatars. */
export const INIT_PREVIEW_USERS = 3;

export interface PreviewUser {
  readonly uid: number;
  readonly nickname: string;
  readonly avatar: string;
  readonly small_avatar: string;
}

export async function recentFans(db: Kysely<Database>, uid: number): Promise<PreviewUser[]> {
  return db
    .selectFrom('follows')
    .innerJoin('users', 'users.uid', 'follows.follower_uid')
    .select(['users.uid', 'users.nickname', 'users.avatar', 'users.small_avatar'])
    .where('follows.followee_uid', '=', uid)
    .orderBy('follows.created_at', 'desc')
    .limit(INIT_PREVIEW_USERS)
    .execute();
}

export async function recentVisitors(db: Kysely<Database>, uid: number): Promise<PreviewUser[]> {
  return db
    .selectFrom('visits')
    .innerJoin('users', 'users.uid', 'visits.visitor_uid')
    .select(['users.uid', 'users.nickname', 'users.avatar', 'users.small_avatar'])
    .where('visits.visited_uid', '=', uid)
    .orderBy('visits.last_visited_at', 'desc')
    .limit(INIT_PREVIEW_USERS)
    .execute();
}
