import { sql, type Selectable } from 'kysely';
import type { DiscoverFilter } from '../../src/application/contracts/discover/list.contract.js';
import type { FeedKey } from '../../src/domain/index.js';
import type { UsersTable } from '../db/schema.js';
import type { DiscoverDatabase } from './discover-tables.js';

export interface FeedRow extends Selectable<UsersTable> {
  readonly rank_online: number;
  readonly rank_popularity: number;
  readonly rank_active_at: number;
  readonly is_live: boolean;
}

/** The newest epoch (0 before the first refresh) and the oldest one still kept. */
export async function epochBounds(db: DiscoverDatabase): Promise<{ readonly newest: number; readonly oldest: number }> {
  const row = await db.selectFrom('discover_epochs').select([sql<number | null>`max(epoch)`.as('newest'), sql<number | null>`min(epoch)`.as('oldest')]).executeTakeFirstOrThrow();
  return { newest: row.newest ?? 0, oldest: row.oldest ?? 0 };
}

export interface FeedQuery {
  readonly viewer: number;
  readonly epoch: number;
  readonly after: FeedKey | null;
  readonly filter: DiscoverFilter;
  /** The countries of `filter.area`, resolved by the caller. */
  readonly areaCountries: readonly string[] | null;
  readonly limit: number;
  readonly now: number;
}

/**
 * One page of the feed in the order of `epoch`: a walk down the feed's order from the
 * cursor — the whole order (discover_ranks_feed_idx), or only the hosts a filter keeps:
 * a language walks its rows of discover_rank_languages, a gender, country or area its
 * index on discover_ranks (with two filters the planner walks one and tests the other) —
 * so a page costs with its length, not with the user base nor how rare the filter is.
 * Kept: the rows valid at that epoch and the people the viewer may see — never themselves,
 * hidden profiles, banned users or anyone blocked either way (the blocks table of the users
 * module, read here by two primary-key probes per row). The filters are tested on users'
 * own columns too: the order's copies are one refresh old at most, and may only leave
 * someone out for that long. Reads live_rooms (the live module's) for the badge.
 */
export async function feedPage(db: DiscoverDatabase, query: FeedQuery): Promise<FeedRow[]> {
  const { viewer, epoch, after, filter, areaCountries, limit, now } = query;
  const { language } = filter;
  // The walk's columns: the language rows' copy of the key when a language leads, else the order's.
  const key = language === undefined ? 'r' : 'k';
  const column = (name: 'online' | 'popularity' | 'active_at' | 'uid') => sql.ref(`${key}.${name}`);
  let q = db
    .selectFrom('discover_ranks as r')
    .innerJoin('users as u', 'u.uid', 'r.uid')
    .selectAll('u')
    .select([
      'r.online as rank_online', 'r.popularity as rank_popularity', 'r.active_at as rank_active_at',
      sql<boolean>`exists (select 1 from live_rooms l where l.host_uid = u.uid and l.status = 'live')`.as('is_live'),
    ])
    .where('r.epoch_from', '<=', epoch)
    .where((eb) => eb.or([eb('r.epoch_to', 'is', null), eb('r.epoch_to', '>', epoch)]))
    .where('u.uid', '<>', viewer)
    .where('u.hide_profile', '=', false)
    .where((eb) => eb.or([eb('u.banned_at', 'is', null), eb.and([eb('u.banned_until', 'is not', null), eb('u.banned_until', '<=', now)])]))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('blocks as b').select('b.blocker_uid').where('b.blocker_uid', '=', viewer).whereRef('b.blocked_uid', '=', 'u.uid'))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('blocks as b').select('b.blocker_uid').whereRef('b.blocker_uid', '=', 'u.uid').where('b.blocked_uid', '=', viewer))));
  if (language !== undefined) {
    q = q
      .innerJoin('discover_rank_languages as k', (join) => join.onRef('k.uid', '=', 'r.uid').onRef('k.epoch_from', '=', 'r.epoch_from'))
      .where('k.language', '=', language)
      // strpos, not LIKE: the planner guesses a LIKE on an expression keeps almost nothing and would read every speaker and sort.
      .where(sql<boolean>`strpos(',' || replace(u.speak_language, ' ', '') || ',', ${`,${language},`}) > 0`);
  }
  if (after !== null) q = q.where(sql<boolean>`(${column('online')}, ${column('popularity')}, ${column('active_at')}, ${column('uid')}) < (${after.online}, ${after.popularity}, ${after.activeAt}, ${after.uid})`);
  if (filter.sex !== undefined) q = q.where('r.sex', '=', filter.sex).where('u.sex', '=', filter.sex);
  if (filter.country !== undefined) q = q.where('r.country_code', '=', filter.country).where('u.country_code', '=', filter.country);
  if (filter.area !== undefined && areaCountries !== null) {
    q = q.where('r.area', '=', filter.area).where('u.country_code', 'in', areaCountries.length > 0 ? [...areaCountries] : ['']);
  }
  return q.orderBy(column('online'), 'desc').orderBy(column('popularity'), 'desc').orderBy(column('active_at'), 'desc').orderBy(column('uid'), 'desc').limit(limit).execute();
}
