import { sql, type Kysely, type RawBuilder } from 'kysely';
import { RELATION_PAGE_SIZE } from '../../src/application/contracts/user/relation-page.js';
import type { Database } from '../db/schema.js';
import type { UserRow } from '../calls/call-peer.js';

/** The four lists of users the Me tab opens. */
export type RelationKind = 'followings' | 'fans' | 'visitors' | 'blocked';

/** Where a page starts: the previous page's last row (its `at` and uid). */
export interface RelationCursor {
  readonly at: number;
  readonly uid: number;
}

export interface RelationRecord {
  readonly user: UserRow;
  readonly at: number;
  readonly isNew: boolean;
  readonly isFollow: boolean;
  readonly isFollowed: boolean;
}

interface Source {
  /** The relation table, aliased r. */
  readonly table: 'follows' | 'visits' | 'blocks';
  /** r's column naming the list's owner, and the one naming the other user. */
  readonly owner: string;
  readonly other: string;
  readonly at: string;
  readonly isNew: RawBuilder<boolean>;
  /**
   * Whether users a block stands between (either way) are left out: every list but the
   * blocked list itself (issue #13: a blocked user never appears in the blocker's lists).
   */
  readonly hideBlocked: boolean;
}

const SOURCES: Readonly<Record<RelationKind, Source>> = {
  followings: { table: 'follows', owner: 'follower_uid', other: 'followee_uid', at: 'created_at', isNew: sql<boolean>`false`, hideBlocked: true },
  fans: { table: 'follows', owner: 'followee_uid', other: 'follower_uid', at: 'created_at', isNew: sql<boolean>`not r.seen`, hideBlocked: true },
  visitors: { table: 'visits', owner: 'visited_uid', other: 'visitor_uid', at: 'last_visited_at', isNew: sql<boolean>`not r.seen`, hideBlocked: true },
  blocked: { table: 'blocks', owner: 'blocker_uid', other: 'blocked_uid', at: 'created_at', isNew: sql<boolean>`false`, hideBlocked: false },
};

type Row = UserRow & { rel_at: number; rel_new: boolean; rel_follow: boolean; rel_followed: boolean };

/**
 * One page of a list of `viewer`'s, newest first by (at, uid) so a cursor stays stable
 * while rows come and go. `hasMore` by reading one row beyond the page.
 */
export async function relationPage(
  db: Kysely<Database>,
  kind: RelationKind,
  viewer: number,
  cursor: RelationCursor | null,
): Promise<{ readonly records: RelationRecord[]; readonly hasMore: boolean }> {
  const source = SOURCES[kind];
  const other = sql.ref(`r.${source.other}`);
  const at = sql.ref(`r.${source.at}`);
  const blockFilter = source.hideBlocked
    ? sql`and not exists (select 1 from blocks b where (b.blocker_uid = ${viewer} and b.blocked_uid = u.uid) or (b.blocker_uid = u.uid and b.blocked_uid = ${viewer}))`
    : sql``;
  const cursorFilter = cursor === null ? sql`` : sql`and (${at} < ${cursor.at} or (${at} = ${cursor.at} and ${other} < ${cursor.uid}))`;
  const { rows } = await sql<Row>`
    select u.*, ${at} as rel_at, ${source.isNew} as rel_new,
      exists (select 1 from follows f where f.follower_uid = ${viewer} and f.followee_uid = u.uid) as rel_follow,
      exists (select 1 from follows f where f.follower_uid = u.uid and f.followee_uid = ${viewer}) as rel_followed
    from ${sql.table(source.table)} r
    join users u on u.uid = ${other}
    where ${sql.ref(`r.${source.owner}`)} = ${viewer} ${blockFilter} ${cursorFilter}
    order by ${at} desc, ${other} desc
    limit ${RELATION_PAGE_SIZE + 1}`.execute(db);
  const records = rows.slice(0, RELATION_PAGE_SIZE).map(({ rel_at, rel_new, rel_follow, rel_followed, ...user }) => ({
    user,
    at: Number(rel_at),
    isNew: Boolean(rel_new),
    isFollow: Boolean(rel_follow),
    isFollowed: Boolean(rel_followed),
  }));
  return { records, hasMore: rows.length > RELATION_PAGE_SIZE };
}

/** The caller opened their fans: every follow of them is seen, fans_new drops to 0. */
export async function markFansSeen(db: Kysely<Database>, uid: number): Promise<void> {
  await db.updateTable('follows').set({ seen: true }).where('followee_uid', '=', uid).where('seen', '=', false).execute();
}

/** The caller opened their visitors: every visit is seen, visitor_new drops to 0. */
export async function markVisitsSeen(db: Kysely<Database>, uid: number): Promise<void> {
  await db.updateTable('visits').set({ seen: true }).where('visited_uid', '=', uid).where('seen', '=', false).execute();
}

/**
 * Records `visitor` opening `visited`'s page at `now`, if it counts: a first visit, or the
 * first since `countsSince` (domain visitPeriodStart). One statement, so two pages opened
 * at once still count once. True when it counted.
 */
export async function recordVisit(db: Kysely<Database>, visitor: number, visited: number, now: number, countsSince: number): Promise<boolean> {
  const row = await db
    .insertInto('visits')
    .values({ visitor_uid: visitor, visited_uid: visited, visit_count: 1, seen: false, last_visited_at: now })
    .onConflict((oc) =>
      oc
        .columns(['visitor_uid', 'visited_uid'])
        .doUpdateSet((eb) => ({ visit_count: eb('visits.visit_count', '+', 1), seen: false, last_visited_at: now }))
        .where('visits.last_visited_at', '<', countsSince),
    )
    .returning('visitor_uid')
    .executeTakeFirst();
  return row !== undefined;
}
