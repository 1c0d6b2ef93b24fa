import { sql } from 'kysely';
import { MOMENT_STATUS } from '../../src/domain/index.js';
import type { JsonValue } from '../db/schema.js';
import type { MomentsDatabase } from './moments-tables.js';

export interface MomentRow {
  readonly id: number;
  readonly uid: number;
  readonly text: string;
  readonly media: JsonValue;
  readonly review_status: number;
  readonly transfer_id: number | null;
  readonly like_count: number;
  readonly liked: boolean | number;
  readonly created_at: number;
}

const columns = ['m.id', 'm.uid', 'm.text', 'm.media', 'm.review_status', 'm.transfer_id', 'm.like_count', 'm.created_at'] as const;

function withLiked(db: MomentsDatabase, viewer: number) {
  return db
    .selectFrom('moments as m')
    .select(columns)
    .select((eb) => eb.exists(eb.selectFrom('moment_likes as l').select('l.uid').whereRef('l.moment_id', '=', 'm.id').where('l.uid', '=', viewer)).as('liked'));
}

export async function findMoment(db: MomentsDatabase, id: number, viewer: number): Promise<MomentRow | undefined> {
  return withLiked(db, viewer).where('m.id', '=', id).executeTakeFirst();
}

export async function findMomentByClientKey(db: MomentsDatabase, uid: number, clientKey: string): Promise<MomentRow | undefined> {
  return withLiked(db, uid).where('m.uid', '=', uid).where('m.client_key', '=', clientKey).executeTakeFirst();
}

export async function insertMoment(db: MomentsDatabase, values: { uid: number; text: string; media: JsonValue; transferId: number | null; clientKey: string; now: number }): Promise<number> {
  const row = await db
    .insertInto('moments')
    .values({ uid: values.uid, text: values.text, media: JSON.stringify(values.media), transfer_id: values.transferId, client_key: values.clientKey, review_status: MOMENT_STATUS.underReview, created_at: values.now, updated_at: values.now })
    .onConflict((oc) => oc.columns(['uid', 'client_key']).where('client_key', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row !== undefined) return row.id;
  const earlier = await db.selectFrom('moments').select('id').where('uid', '=', values.uid).where('client_key', '=', values.clientKey).executeTakeFirstOrThrow();
  return earlier.id;
}

/** A user's moments, newest first: every state but deleted for the author, passed ones for anyone else. */
export async function momentsOf(db: MomentsDatabase, uid: number, viewer: number, beforeId: number | null, limit: number): Promise<MomentRow[]> {
  let q = withLiked(db, viewer).where('m.uid', '=', uid);
  q = viewer === uid ? q.where('m.review_status', '>=', MOMENT_STATUS.underReview) : q.where('m.review_status', '=', MOMENT_STATUS.passed);
  if (beforeId !== null) q = q.where('m.id', '<', beforeId);
  return q.orderBy('m.id', 'desc').limit(limit).execute();
}

/**
 * The Discover moments feed, in two runs: passed moments of people the viewer follows,
 * then everyone else's (not again those), newest first, never from someone blocked either
 * way (the users module's follows and blocks, probed by primary key).
 */
export async function momentFeed(db: MomentsDatabase, viewer: number, followed: boolean, beforeId: number | null, limit: number): Promise<MomentRow[]> {
  let q = withLiked(db, viewer)
    .where('m.review_status', '=', MOMENT_STATUS.passed)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('blocks as b').select('b.blocker_uid').where('b.blocker_uid', '=', viewer).whereRef('b.blocked_uid', '=', 'm.uid'))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('blocks as b').select('b.blocker_uid').whereRef('b.blocker_uid', '=', 'm.uid').where('b.blocked_uid', '=', viewer))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('users as u').select('u.uid').whereRef('u.uid', '=', 'm.uid').where('u.hide_profile', '=', true))));
  const followedAuthors = db.selectFrom('follows as f').select('f.followee_uid').where('f.follower_uid', '=', viewer);
  q = q.where('m.uid', followed ? 'in' : 'not in', followedAuthors);
  if (beforeId !== null) q = q.where('m.id', '<', beforeId);
  return q.orderBy('m.id', 'desc').limit(limit).execute();
}

/** Likes once per user; answers the moment's like count. */
export async function likeMoment(db: MomentsDatabase, id: number, uid: number, now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx.insertInto('moment_likes').values({ moment_id: id, uid, created_at: now }).onConflict((oc) => oc.columns(['moment_id', 'uid']).doNothing()).executeTakeFirst();
    const added = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
    const row = await trx
      .updateTable('moments')
      .set({ like_count: sql`like_count + ${added ? 1 : 0}` })
      .where('id', '=', id)
      .returning('like_count')
      .executeTakeFirstOrThrow();
    return row.like_count;
  });
}

/** Moves a moment from one state to another; undefined when it was not in `from` (someone else moved it first). */
export async function moveMoment(db: MomentsDatabase, id: number, from: readonly number[], to: number, now: number) {
  return db
    .updateTable('moments')
    .set({ review_status: to, updated_at: now })
    .where('id', '=', id)
    .where('review_status', 'in', [...from])
    .returning(['id', 'uid', 'transfer_id', 'review_status'])
    .executeTakeFirst();
}

/** The operator's queue: moments under review oldest first, then the latest others. */
export async function reviewQueue(db: MomentsDatabase, limit: number) {
  return db
    .selectFrom('moments')
    .select(['id', 'uid', 'text', 'review_status', 'created_at'])
    .orderBy(sql`review_status = ${MOMENT_STATUS.underReview}`, 'desc')
    .orderBy(sql`case when review_status = ${MOMENT_STATUS.underReview} then id else -id end`)
    .limit(limit)
    .execute();
}

/** The authors of a page of moments. */
export async function authorsOf(db: MomentsDatabase, uids: readonly number[]) {
  if (uids.length === 0) return [];
  return db.selectFrom('users').selectAll().where('uid', 'in', [...new Set(uids)]).execute();
}
