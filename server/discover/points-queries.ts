import { sql } from 'kysely';
import { pointsAccount } from '../messages/host-points.js';
import type { DiscoverDatabase } from './discover-tables.js';

/** Points credited to `uid` since `since`, by ledger reason (a walk of ledger_entries_account_time_idx). */
export async function pointsSince(db: DiscoverDatabase, uid: number, since: number): Promise<ReadonlyMap<string, number>> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .select(['t.reason', sql<number>`sum(e.amount)`.as('points')])
    .where('e.account_id', '=', pointsAccount(uid))
    .where('e.created_at', '>=', since)
    .groupBy('t.reason')
    .execute();
  return new Map(rows.map((row) => [row.reason, Number(row.points)]));
}

/** A page of `uid`'s points entries, newest first, before entry `beforeId`. */
export async function pointEntries(db: DiscoverDatabase, uid: number, beforeId: number | undefined, limit: number) {
  let q = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .select(['e.id', 'e.amount', 't.reason', 'e.created_at'])
    .where('e.account_id', '=', pointsAccount(uid));
  if (beforeId !== undefined) q = q.where('e.id', '<', beforeId);
  return q.orderBy('e.id', 'desc').limit(limit).execute();
}
