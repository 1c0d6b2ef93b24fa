import { sql } from 'kysely';
import { DISCOVER_ONLINE_WINDOW_MS, compareFeedKeys, isOnlineForFeed, oldestPopularHour, type FeedKey } from '../../src/domain/index.js';
import { AREA_OF_COUNTRY } from '../reference/areas.js';
import type { DiscoverDatabase } from './discover-tables.js';
import { rollUpLedger } from './ledger-rollup.js';
import { chunks } from './write-chunks.js';

/** How often the feed's order is brought up to date. */
export const DISCOVER_REFRESH_MS = 10_000;
/** How long a feed's first page pins its order: a cursor older than this reads today's order. */
export const DISCOVER_FEED_MAX_AGE_MS = 30 * 60_000;
const RANKS_WATERMARK = 'ranks';
/** Rows a run may change before it refreshes the planner's statistics of the order (PGlite runs no autovacuum). */
const ANALYZE_AFTER_CHANGES = 1_000;

interface Candidate {
  readonly uid: number;
  readonly is_host: boolean;
  readonly is_rest: boolean;
  readonly hide_online: boolean;
  readonly last_seen_at: number | null;
  readonly popularity: number;
  readonly sex: number;
  readonly country_code: string;
  readonly speak_language: string;
  readonly current_online: number | null;
  readonly current_popularity: number | null;
  readonly current_active_at: number | null;
  readonly current_sex: number | null;
  readonly current_country_code: string | null;
  readonly current_languages: string | null;
}

/** A host's spoken languages as the feed's filter reads them ("ar, en" → ar and en), each once. */
export const spokenLanguagesOf = (speakLanguage: string): readonly string[] => [...new Set(speakLanguage.replace(/\s/g, '').split(',').filter((code) => code !== ''))];

/** What the filters' copies say, to compare with the users row: one string per host. */
const filterFactsOf = (sex: number, country: string, languages: readonly string[]): string => `${sex}|${country}|${[...languages].sort().join(',')}`;

function keyOf(row: Candidate, now: number): FeedKey {
  const online = isOnlineForFeed({ lastSeenAt: row.last_seen_at, isRest: row.is_rest, hideOnline: row.hide_online }, now);
  return { online: online ? 1 : 0, popularity: row.popularity, activeAt: row.last_seen_at ?? 0, uid: row.uid };
}

function currentKeyOf(row: Candidate): FeedKey | null {
  if (row.current_online === null) return null;
  return { online: row.current_online === 1 ? 1 : 0, popularity: row.current_popularity ?? 0, activeAt: row.current_active_at ?? 0, uid: row.uid };
}


/**
 * Brings the Discover order up to date. Only hosts whose key may have moved are looked
 * at — receivers of new spends, hosts seen since the last run or whose online window just
 * lapsed, hosts whose oldest popularity hour just left the window, new hosts — so a run
 * costs with the activity, not with the user base. A changed key, or a changed copy of the
 * facts the filters walk by (gender, country and area, spoken languages: a host edits them
 * in a session, so while seen), retires the host's row at a new epoch and adds the new one
 * (discover_ranks keeps the order each open feed started from); rows no open feed can read
 * any more are dropped, their language rows with them.
 */
export async function refreshRanks(db: DiscoverDatabase, now: number): Promise<{ readonly epoch: number; readonly changed: number }> {
  const touched = await rollUpLedger(db);
  const mark = await db.selectFrom('discover_watermarks').select('ran_at').where('name', '=', RANKS_WATERMARK).executeTakeFirst();
  const since = (mark?.ran_at ?? 0) - DISCOVER_ONLINE_WINDOW_MS;
  const oldest = oldestPopularHour(now);
  const maxRanked = await db.selectFrom('discover_ranks').select(sql<number | null>`max(uid)`.as('uid')).executeTakeFirstOrThrow();
  const seen = await db
    .selectFrom('users')
    .select('uid')
    .where('is_host', '=', true)
    .where((eb) => eb.or([eb('last_seen_at', '>', since), eb('uid', '>', maxRanked.uid ?? 0)]))
    .execute();
  const aged = await db.selectFrom('popularity_hours').select('uid').distinct().where('hour_start', '<', oldest).execute();
  const uids = [...new Set([...touched, ...seen.map((row) => row.uid), ...aged.map((row) => row.uid)])];
  const candidates: Candidate[] = [];
  for (const part of chunks(uids)) {
    const rows = await db
      .selectFrom('users as u')
      .leftJoin('discover_ranks as r', (join) => join.onRef('r.uid', '=', 'u.uid').on('r.epoch_to', 'is', null))
      .select([
        'u.uid', 'u.is_host', 'u.is_rest', 'u.hide_online', 'u.last_seen_at',
        sql<number>`coalesce((select sum(p.coins) from popularity_hours p where p.uid = u.uid and p.hour_start >= ${oldest}), 0)`.as('popularity'),
        'u.sex', 'u.country_code', 'u.speak_language',
        'r.online as current_online', 'r.popularity as current_popularity', 'r.active_at as current_active_at',
        'r.sex as current_sex', 'r.country_code as current_country_code',
        sql<string | null>`(select string_agg(l.language, ',' order by l.language) from discover_rank_languages l where l.uid = r.uid and l.epoch_from = r.epoch_from)`.as('current_languages'),
      ])
      .where('u.uid', 'in', part)
      .execute();
    candidates.push(...rows.map((row) => ({ ...row, popularity: Math.max(0, Number(row.popularity)) })));
  }
  const retire: number[] = [];
  const add: { uid: number; online: number; popularity: number; active_at: number; sex: number; country_code: string; area: string; languages: readonly string[] }[] = [];
  for (const row of candidates) {
    const current = currentKeyOf(row);
    const next = row.is_host ? keyOf(row, now) : null;
    const languages = spokenLanguagesOf(row.speak_language);
    const sameFacts = filterFactsOf(row.sex, row.country_code, languages) === filterFactsOf(row.current_sex ?? 0, row.current_country_code ?? '', (row.current_languages ?? '').split(',').filter((code) => code !== ''));
    if (next !== null && current !== null && compareFeedKeys(next, current) === 0 && sameFacts) continue;
    if (current !== null) retire.push(row.uid);
    if (next !== null) {
      add.push({ uid: row.uid, online: next.online, popularity: next.popularity, active_at: next.activeAt, sex: row.sex, country_code: row.country_code, area: AREA_OF_COUNTRY.get(row.country_code) ?? '', languages });
    }
  }
  const result = await db.transaction().execute(async (trx) => {
    const last = await trx.selectFrom('discover_epochs').select(sql<number | null>`max(epoch)`.as('epoch')).executeTakeFirstOrThrow();
    let epoch = last.epoch ?? 0;
    if (retire.length + add.length > 0) {
      epoch += 1;
      await trx.insertInto('discover_epochs').values({ epoch, at: now }).execute();
      for (const part of chunks(retire)) await trx.updateTable('discover_ranks').set({ epoch_to: epoch }).where('uid', 'in', part).where('epoch_to', 'is', null).execute();
      for (const part of chunks(add)) await trx.insertInto('discover_ranks').values(part.map(({ languages: _languages, ...row }) => ({ ...row, epoch_from: epoch }))).execute();
      const spoken = add.flatMap((row) => row.languages.map((language) => ({ uid: row.uid, epoch_from: epoch, language, online: row.online, popularity: row.popularity, active_at: row.active_at })));
      for (const part of chunks(spoken)) await trx.insertInto('discover_rank_languages').values(part).execute();
    }
    // The epoch that was current when the oldest feed still open began: rows retired by
    // then are never read again, nor are older epochs.
    const cutoff = await trx.selectFrom('discover_epochs').select(sql<number | null>`max(epoch)`.as('epoch')).where('at', '<=', now - DISCOVER_FEED_MAX_AGE_MS).executeTakeFirstOrThrow();
    if (cutoff.epoch !== null) {
      await trx.deleteFrom('discover_ranks').where('epoch_to', '<=', cutoff.epoch).execute();
      await trx.deleteFrom('discover_epochs').where('epoch', '<', cutoff.epoch).execute();
    }
    await trx.deleteFrom('popularity_hours').where('hour_start', '<', oldest).execute();
    await trx.insertInto('discover_watermarks').values({ name: RANKS_WATERMARK, last_transfer_id: 0, ran_at: now })
      .onConflict((oc) => oc.column('name').doUpdateSet({ ran_at: now })).execute();
    return { epoch, changed: retire.length + add.length };
  });
  // A first run or a wave of changes: without fresh statistics the planner takes the order for empty and reads it whole.
  if (result.changed >= ANALYZE_AFTER_CHANGES) await sql`analyze discover_ranks, discover_rank_languages`.execute(db);
  return result;
}
