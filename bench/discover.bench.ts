/**
 * Issue #14's bench: the Discover feed's first page and the rankings with 100,000 users and
 * 1,000,000 ledger entries (500,000 transfers, two entries each) in the database, server
 * time p95 (target ≤ 20 ms), on the embedded PGlite and on PostgreSQL.
 *
 * The data is generated in SQL (generate_series, not row by row): a fifth of the users are
 * hosts, sexes, countries and spoken languages spread by the uid, last seen over the past
 * day; every transfer is a call, message or gift from a user to a host (meta.to_uid) over
 * the past week. The discover refresher then rolls the whole ledger up into the boards and
 * the feed's order, as a server does on start (its time is printed for context). Server
 * time is the endpoint's handler (queries, presence, cards; not the request layer's
 * crypto, which api.bench measures), for viewers spread over the users, filters included.
 * The EXPLAIN ANALYZE plans of a first page and of a board are written to
 * bench/results/discover-plans-<db>.txt.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import pino from 'pino';
import type { Caller, Endpoint } from '../server/api/define-endpoint.js';
import { inCallAmong } from '../server/calls/call-repository.js';
import { callsDatabase } from '../server/calls/call-tables.js';
import { ManualTime } from '../server/calls/manual-time.js';
import type { Database } from '../server/db/schema.js';
import { openDatabase, type DatabaseTarget } from '../server/db/open-database.js';
import { discoverListEndpoint } from '../server/discover/discover-list.endpoint.js';
import { discoverDb } from '../server/discover/discover-tables.js';
import { refreshRanks } from '../server/discover/rank-refresher.js';
import { rankingListEndpoint } from '../server/discover/ranking-list.endpoint.js';
import { createInMemoryPresenceStore } from '../server/presence/in-memory-presence-store.js';
import { MS_PER_DAY } from '../src/domain/constants.js';
import { pgAvailability, startPgServer } from '../tests/support/pg-server.js';
import type { Figure } from './figure.js';

/** BENCH_DISCOVER_USERS makes a smaller database for a quick loop; the reported figures are at the default. */
const USERS = Number(process.env.BENCH_DISCOVER_USERS ?? 100_000);
/** Five transfers (ten ledger entries) per user. */
const TRANSFERS = 5 * USERS;
/** One host in HOST_EVERY users. */
const HOST_EVERY = 5;
const REQUESTS = 400;
const WARM_UP = 40;
const TARGET_P95_MS = 20;
const PERCENTILE = 0.95;
const COUNTRIES = ['BR', 'EG', 'US', 'IN', 'ID', 'TR', 'FR', 'SA', 'MX', 'PH'];
const LANGUAGES = ['en', 'pt', 'ar', 'es', 'hi', 'id', 'tr', 'fr'];
const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

/** The ledger's secondary indexes, dropped while the seed loads and built once after: one sort each instead of a million inserts into each. */
const LEDGER_INDEXES = [
  'create index ledger_entries_account_idx on ledger_entries (account_id, id desc)',
  'create index ledger_entries_transfer_idx on ledger_entries (transfer_id)',
  'create index ledger_entries_account_time_idx on ledger_entries (account_id, created_at)',
  'create index ledger_transfers_reason_idx on ledger_transfers (reason, created_at)',
];

/**
 * One INSERT … SELECT generate_series per table on one connection, with the foreign-key
 * triggers off (session_replication_role; the generated rows reference only what the
 * statements before inserted) and the ledger's secondary indexes built after the load.
 */
export async function seed(db: Kysely<Database>, now: number): Promise<number> {
  const started = performance.now();
  const countries = sql.raw(`array['${COUNTRIES.join("','")}']`);
  const languages = sql.raw(`array['${LANGUAGES.join("','")}']`);
  // Literals, not parameters: a parameter next to generate_series' integers is typed integer, and epoch ms overflow it.
  const at = sql.raw(`${now}::bigint`);
  const day = sql.raw(`${MS_PER_DAY}::bigint`);
  await db.connection().execute(async (conn) => {
    const step = async (what: string, statement: RawBuilder<unknown>) => {
      const began = performance.now();
      await statement.execute(conn);
      console.error(`  seed: ${what} ${((performance.now() - began) / 1000).toFixed(1)} s`);
    };
    await sql`set session_replication_role = replica`.execute(conn);
    for (const statement of LEDGER_INDEXES) await sql`drop index ${sql.raw(statement.split(' ')[2] ?? '')}`.execute(conn);
    await step('users', sql`
      insert into users (nickname, sex, birthday, country_code, speak_language, is_host, last_seen_at, created_at, updated_at)
      select 'bench ' || g, 1 + (g % 2), date '1990-01-01' + (g % 9000)::int, (${countries})[1 + (g % ${COUNTRIES.length})::int],
             (${languages})[1 + (g % ${LANGUAGES.length})::int] || ',en', g % ${HOST_EVERY} = 0,
             ${at} - (g * 7919) % ${day}, ${at} - 30 * ${day}, ${at}
        from generate_series(1::bigint, ${USERS}) g`);
    await step('accounts', sql`insert into ledger_accounts (id, uid, balance, created_at) select 'user:' || uid, uid, 1000, ${at} from users where nickname like 'bench %'`);
    // From any user to a host (uid ≡ 0 mod HOST_EVERY among the bench users), over the past week.
    await step('transfers', sql`
      with bench as (select min(uid) as first from users where nickname like 'bench %')
      insert into ledger_transfers (idempotency_key, from_account, to_account, amount, reason, meta, created_at)
      select 'bench:' || g, 'user:' || (bench.first + (g * 7919) % ${USERS}), 'system:revenue', 1 + g % 50,
             (array['call', 'message', 'gift'])[1 + (g % 3)::int],
             jsonb_build_object('to_uid', bench.first + ${HOST_EVERY - 1} + ${HOST_EVERY} * ((g * 104729) % ${USERS / HOST_EVERY})),
             ${at} - (g * 15485863::bigint) % (7 * ${day})
        from generate_series(1::bigint, ${TRANSFERS}) g, bench`);
    await step('entries', sql`
      insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
      select id, side.account, side.amount, 0, created_at
        from ledger_transfers, lateral (values (from_account, -amount), (to_account, amount)) as side (account, amount)
       where idempotency_key like 'bench:%'`);
    await sql`set session_replication_role = default`.execute(conn);
    for (const statement of LEDGER_INDEXES) await step(statement.split(' ')[2] ?? '', sql.raw(statement));
    await step('analyze', sql`analyze`);
  });
  return performance.now() - started;
}

const p95 = (samples: number[]): number => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * PERCENTILE) - 1] ?? NaN;

interface ServerTimes {
  /** Wall time of each request's handler, ms. */
  readonly wall: number[];
  /** CPU time this process spent on each request, ms: with PGlite (in process) the database's work too, whatever else the machine runs. */
  readonly cpu: number[];
}

async function serverTimes(endpoint: Endpoint, payloadOf: (i: number) => unknown, callerOf: (i: number) => Caller): Promise<ServerTimes> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const reply = await endpoint.handler(payloadOf(i), callerOf(i));
    const spent = process.cpuUsage(cpuStarted);
    const took = performance.now() - started;
    if (reply.ok <= 0) throw new Error(`request ${i} refused: ${reply.msg ?? ''}`);
    if (i >= WARM_UP) {
      wall.push(took);
      cpu.push((spent.user + spent.system) / 1000);
    }
  }
  return { wall, cpu };
}

/**
 * The EXPLAIN ANALYZE plan of every select one request of `endpoint` runs, captured as the
 * endpoint's own queries compile them (a plugin on the database handle), so the plans are
 * of the real statements, parameters included.
 */
async function plansOf(db: Kysely<Database>, build: (traced: Kysely<Database>) => Endpoint, payload: unknown, caller: Caller): Promise<string[]> {
  const captured: CompiledQuery[] = [];
  const traced = db.withPlugin({
    transformQuery: (args) => {
      captured.push(db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  await build(traced).handler(payload, caller);
  const lines: string[] = [];
  for (const query of captured.filter((q) => /^\s*select/i.test(q.sql))) {
    const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain analyze ${query.sql}`, [...query.parameters]));
    lines.push(`-- ${query.sql.replace(/\s+/g, ' ').slice(0, 160)}…`, ...plan.rows.map((row) => row['QUERY PLAN']), '');
  }
  return lines;
}

async function measure(target: DatabaseTarget, label: string): Promise<Figure[]> {
  const now = Date.UTC(2026, 10, 26, 12);
  const time = new ManualTime(now);
  const opened = await openDatabase(target);
  try {
    const step = (what: string) => console.error(`discover ${label}: ${what}…`);
    step('seeding');
    const seedMs = await seed(opened.db, now);
    step('first refresh');
    const discover = discoverDb(opened.db);
    let started = performance.now();
    await refreshRanks(discover, now);
    const refreshMs = performance.now() - started;
    step('measuring');
    const uids = (await opened.db.selectFrom('users').select('uid').where('nickname', 'like', 'bench %').orderBy('uid').execute()).map((r) => r.uid);
    const presence = createInMemoryPresenceStore({ clock: time, scheduler: time });
    // A tenth of the users connected, as on a busy evening.
    for (const uid of uids.filter((_, i) => i % 10 === 0)) presence.connected(uid);
    const calls = callsDatabase(opened.db);
    const log = pino({ level: 'silent' });
    const callerOf = (i: number): Caller => ({ uid: uids[(i * 7_919) % uids.length] ?? 0, token: '', sessionId: null, userAgent: '', sentAt: time.now(), ip: '127.0.0.1', log });
    const feed = discoverListEndpoint({ discover, clock: time, presence, calls: { inCallAmong: (among) => inCallAmong(calls, among) } });
    // Common filters and rare ones (no host speaks Swahili nor lives in Africa here): a rare filter must cost no more than a common one.
    const filters = [{}, {}, { sex: 2 }, { country: 'BR' }, { language: 'ar' }, { language: 'sw' }, { area: '002' }];
    started = performance.now();
    const feedTimes = await serverTimes(feed, (i) => ({ limit: 20, ...filters[i % filters.length] }), callerOf);
    const rankings = rankingListEndpoint({ discover, clock: time });
    const boards = [{ period: 'daily', board: 'girls' }, { period: 'weekly', board: 'girls' }, { period: 'daily', board: 'guys' }, { period: 'weekly', board: 'guys' }];
    const rankingTimes = await serverTimes(rankings, (i) => boards[i % boards.length], callerOf);
    const load = os.loadavg()[0] ?? NaN;
    const plans: string[] = [];
    for (const filter of filters.slice(1)) {
      plans.push(`-- /discover/list, first page, filter ${JSON.stringify(filter)}`);
      plans.push(...(await plansOf(opened.db, (traced) => discoverListEndpoint({ discover: discoverDb(traced), clock: time, presence, calls: { inCallAmong: (among) => inCallAmong(callsDatabase(traced), among) } }), { limit: 20, ...filter }, callerOf(0))));
    }
    for (const board of boards.slice(2)) {
      plans.push(`-- /ranking/list, ${board.period} ${board.board} (a viewer on the board: the places-ahead count runs)`);
      plans.push(...(await plansOf(opened.db, (traced) => rankingListEndpoint({ discover: discoverDb(traced), clock: time }), board, callerOf(0))));
    }
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.writeFileSync(path.join(RESULTS_DIR, `discover-plans-${label}.txt`), plans.join('\n'));
    const feedP95 = p95(feedTimes.wall);
    const rankingP95 = p95(rankingTimes.wall);
    const inProcess = label === 'PGlite' ? 'queries included' : 'the handler and the driver only: PostgreSQL works in its own process';
    return [
      { name: `discover ${label}: seeding ${USERS.toLocaleString('en')} users and ${(2 * TRANSFERS).toLocaleString('en')} ledger entries`, value: seedMs / 1000, unit: 's' },
      { name: `discover ${label}: first refresh (the whole ledger rolled up)`, value: refreshMs / 1000, unit: 's' },
      { name: `discover ${label}: machine load average (1 min) after the requests, on 2 cores`, value: load, unit: '' },
      { name: `discover ${label}: /discover/list first page, server time p95 (${REQUESTS} requests, filters mixed)`, value: feedP95, unit: 'ms', target: `<= ${TARGET_P95_MS}`, met: feedP95 <= TARGET_P95_MS },
      { name: `discover ${label}: /discover/list first page, this process's CPU time p95 (${inProcess})`, value: p95(feedTimes.cpu), unit: 'ms' },
      { name: `discover ${label}: /ranking/list, server time p95 (${REQUESTS} requests, daily and weekly boards)`, value: rankingP95, unit: 'ms', target: `<= ${TARGET_P95_MS}`, met: rankingP95 <= TARGET_P95_MS },
      { name: `discover ${label}: /ranking/list, this process's CPU time p95 (${inProcess})`, value: p95(rankingTimes.cpu), unit: 'ms' },
    ];
  } finally {
    await opened.close();
  }
}

export async function run(): Promise<Figure[]> {
  const figures = await measure({ kind: 'pglite', dataDir: null }, 'PGlite');
  const availability = pgAvailability();
  if (availability.kind === 'none') {
    console.log(`discover PostgreSQL: left out, ${availability.reason}`);
    return figures;
  }
  const server = await startPgServer(availability);
  try {
    figures.push(...(await measure({ kind: 'postgres', url: server.url, poolSize: 10 }, 'PostgreSQL')));
  } finally {
    await server.stop();
  }
  return figures;
}
