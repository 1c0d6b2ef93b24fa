import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Makes `follower` follow `followee`; true when this is new (following twice changes nothing). */
export async function follow(db: Kysely<Database>, follower: number, followee: number, now: number): Promise<boolean> {
  const inserted = await db
    .insertInto('follows')
    .values({ follower_uid: follower, followee_uid: followee, created_at: now })
    .onConflict((oc) => oc.columns(['follower_uid', 'followee_uid']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Ends a follow; true when there was one. */
export async function unfollow(db: Kysely<Database>, follower: number, followee: number): Promise<boolean> {
  const deleted = await db.deleteFrom('follows').where('follower_uid', '=', follower).where('followee_uid', '=', followee).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** `blocker` blocks `blocked` (twice is once). */
export async function block(db: Kysely<Database>, blocker: number, blocked: number, now: number): Promise<void> {
  await db
    .insertInto('blocks')
    .values({ blocker_uid: blocker, blocked_uid: blocked, created_at: now })
    .onConflict((oc) => oc.columns(['blocker_uid', 'blocked_uid']).doNothing())
    .execute();
}

export async function unblock(db: Kysely<Database>, blocker: number, blocked: number): Promise<void> {
  await db.deleteFrom('blocks').where('blocker_uid', '=', blocker).where('blocked_uid', '=', blocked).execute();
}

export async function findUser(db: Kysely<Database>, uid: number) {
  return db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
}

/** Whether `uid` hosts a live room now (the live module's live_rooms, read like the chat users and discover read it): their "live" avatar label. */
export async function isLiveNow(db: Kysely<Database>, uid: number): Promise<boolean> {
  const row = await db.selectFrom('live_rooms').select('id').where('host_uid', '=', uid).where('status', '=', 'live').executeTakeFirst();
  return row !== undefined;
}

/** What a user card says about follows, seen by `viewer`: whether they follow `uid` and `uid` them, `uid`'s fans and followings. */
export async function followFacts(
  db: Kysely<Database>,
  viewer: number,
  uid: number,
): Promise<{ readonly isFollow: boolean; readonly isFollowed: boolean; readonly fans: number; readonly focus: number }> {
  const facts = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('follows').select('follower_uid').where('follower_uid', '=', viewer).where('followee_uid', '=', uid)).as('is_follow'),
      eb.exists(eb.selectFrom('follows').select('follower_uid').where('follower_uid', '=', uid).where('followee_uid', '=', viewer)).as('is_followed'),
      eb.selectFrom('follows').select(sql<number>`count(*)::int`.as('n')).where('followee_uid', '=', uid).as('fans'),
      eb.selectFrom('follows').select(sql<number>`count(*)::int`.as('n')).where('follower_uid', '=', uid).as('focus'),
    ])
    .executeTakeFirstOrThrow();
  return { isFollow: Boolean(facts.is_follow), isFollowed: Boolean(facts.is_followed), fans: Number(facts.fans ?? 0), focus: Number(facts.focus ?? 0) };
}

/** Sets the verified badge; false when there is no such user. */
export async function setVerified(db: Kysely<Database>, uid: number, verified: boolean, authStatus: number): Promise<boolean> {
  const updated = await db.updateTable('users').set({ is_auth: verified, auth_status: authStatus }).where('uid', '=', uid).executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}
