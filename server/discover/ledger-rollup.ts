import { sql } from 'kysely';
import { RANKING_BOARD_CODE, RANKING_PERIOD_KIND, RANKING_PERIODS, hourStart, periodStart } from '../../src/domain/index.js';
import { SYSTEM_ACCOUNTS, uidOfAccount, type AccountId } from '../ledger/ledger-types.js';
import type { DiscoverDatabase } from './discover-tables.js';
import { chunks } from './write-chunks.js';

/** Transfers read per batch: one transaction each, short enough not to hold PGlite's lock long. */
export const ROLLUP_BATCH = 2_000;
const LEDGER_WATERMARK = 'ledger';

/** Reasons whose spend has a receiver (meta.to_uid): what a host "receives" for rankings and popularity. */
const RECEIVED_REASONS: ReadonlySet<string> = new Set(['call', 'message', 'gift']);

export interface TransferFact {
  readonly id: number;
  readonly from_account: string;
  readonly to_account: string;
  readonly amount: number;
  readonly reason: string;
  readonly to_uid: number | null;
  readonly created_at: number;
}

export interface Totals {
  /** `${periodKind}:${periodStart}:${board}:${uid}` → coins. */
  readonly ranking: Map<string, number>;
  /** `${uid}:${hourStart}` → coins. */
  readonly popularity: Map<string, number>;
}

const add = (map: Map<string, number>, key: string, amount: number): void => {
  map.set(key, (map.get(key) ?? 0) + amount);
};

/**
 * What a batch of ledger transfers adds to the boards and to popularity. Guys: a user's
 * spends (user → revenue) less refunds (revenue → user). Girls and popularity: the coins a
 * call, message or gift spent on its receiver (meta.to_uid). Points and purchases move no
 * board. The one definition the integration test sums the ledger by, too.
 */
export function totalsOf(transfers: readonly TransferFact[]): Totals {
  const ranking = new Map<string, number>();
  const popularity = new Map<string, number>();
  const onBoards = (board: number, uid: number, at: number, amount: number): void => {
    for (const period of RANKING_PERIODS) add(ranking, `${RANKING_PERIOD_KIND[period]}:${periodStart(period, at)}:${board}:${uid}`, amount);
  };
  for (const t of transfers) {
    const spender = t.to_account === SYSTEM_ACCOUNTS.revenue ? uidOfAccount(t.from_account as AccountId) : null;
    const refunded = t.from_account === SYSTEM_ACCOUNTS.revenue && t.reason === 'refund' ? uidOfAccount(t.to_account as AccountId) : null;
    if (spender !== null) onBoards(RANKING_BOARD_CODE.guys, spender, t.created_at, t.amount);
    if (refunded !== null) onBoards(RANKING_BOARD_CODE.guys, refunded, t.created_at, -t.amount);
    if (spender !== null && t.to_uid !== null && RECEIVED_REASONS.has(t.reason)) {
      onBoards(RANKING_BOARD_CODE.girls, t.to_uid, t.created_at, t.amount);
      add(popularity, `${t.to_uid}:${hourStart(t.created_at)}`, t.amount);
    }
  }
  return { ranking, popularity };
}

/**
 * Reads the ledger from the watermark on, one batch per transaction: the totals and the
 * watermark move together (the watermark row is locked), so every transfer is counted
 * exactly once however many servers run this. Answers the receivers whose popularity
 * changed.
 */
export async function rollUpLedger(db: DiscoverDatabase): Promise<ReadonlySet<number>> {
  const touched = new Set<number>();
  // One read when the boards are up to date (most board requests): no transaction, no lock to wait for behind a running batch.
  const behind = await db
    .selectFrom('ledger_transfers')
    .select('id')
    .where('id', '>', (eb) => eb.fn.coalesce(eb.selectFrom('discover_watermarks').select('last_transfer_id').where('name', '=', LEDGER_WATERMARK), sql<number>`0`))
    // Ordered, so it is a walk of the primary key from the watermark, whatever the planner guesses of it.
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (behind === undefined) return touched;
  let read = 0;
  for (;;) {
    const count = await db.transaction().execute(async (trx) => {
      await trx.insertInto('discover_watermarks').values({ name: LEDGER_WATERMARK, last_transfer_id: 0, ran_at: 0 }).onConflict((oc) => oc.column('name').doNothing()).execute();
      const mark = await trx.selectFrom('discover_watermarks').select('last_transfer_id').where('name', '=', LEDGER_WATERMARK).forUpdate().executeTakeFirstOrThrow();
      const rows = await trx
        .selectFrom('ledger_transfers')
        .select(['id', 'from_account', 'to_account', 'amount', 'reason', 'created_at', sql<string | null>`meta->>'to_uid'`.as('to_uid')])
        .where('id', '>', mark.last_transfer_id)
        .orderBy('id')
        .limit(ROLLUP_BATCH)
        .execute();
      const last = rows.at(-1);
      if (last === undefined) return 0;
      const totals = totalsOf(rows.map((row) => ({ ...row, to_uid: row.to_uid === null ? null : Number(row.to_uid) })));
      const ranking = [...totals.ranking].map(([key, coins]) => {
        const [kind, start, board, uid] = key.split(':').map(Number) as [number, number, number, number];
        return { period_kind: kind, period_start: start, board, uid, coins };
      });
      const popularity = [...totals.popularity].map(([key, coins]) => {
        const [uid, hour] = key.split(':').map(Number) as [number, number];
        touched.add(uid);
        return { uid, hour_start: hour, coins };
      });
      // In chunks: a full batch can add up to four board rows per transfer, 40,000 parameters in one statement.
      for (const part of chunks(ranking)) {
        await trx.insertInto('ranking_totals').values(part)
          .onConflict((oc) => oc.columns(['period_kind', 'period_start', 'board', 'uid']).doUpdateSet({ coins: sql`ranking_totals.coins + excluded.coins` }))
          .execute();
      }
      for (const part of chunks(popularity)) {
        await trx.insertInto('popularity_hours').values(part)
          .onConflict((oc) => oc.columns(['uid', 'hour_start']).doUpdateSet({ coins: sql`popularity_hours.coins + excluded.coins` }))
          .execute();
      }
      await trx.updateTable('discover_watermarks').set({ last_transfer_id: last.id }).where('name', '=', LEDGER_WATERMARK).execute();
      return rows.length;
    });
    read += count;
    if (count < ROLLUP_BATCH) break;
  }
  // A catch-up changed the boards wholesale: fresh statistics keep their plans index walks (PGlite runs no autovacuum).
  if (read >= ROLLUP_BATCH) await sql`analyze ranking_totals, popularity_hours`.execute(db);
  return touched;
}
