import { sql, type Kysely } from 'kysely';
import { MS_PER_DAY } from '../../src/domain/constants.js';
import type { Database } from '../db/schema.js';
import { SYSTEM_ACCOUNTS, userAccount, type SpendingRow } from './ledger-types.js';

/**
 * A user's spending since `since`, per UTC day and reason: what went from their account to
 * the house, and what the house refunded (kind 'refund'). The same rows the ledger's limit
 * check sums (migration 0900), so the history and the limits never disagree.
 */
export async function spendingByDay(db: Kysely<Database>, uid: number, since: number): Promise<SpendingRow[]> {
  const account = userAccount(uid);
  const { rows } = await sql<SpendingRow>`
    select cast(floor(created_at / ${MS_PER_DAY}) * ${MS_PER_DAY} as bigint) as day, reason as kind, cast(sum(amount) as bigint) as coins
      from ledger_transfers
     where created_at >= ${since}
       and ((from_account = ${account} and to_account = ${SYSTEM_ACCOUNTS.revenue})
         or (to_account = ${account} and from_account = ${SYSTEM_ACCOUNTS.revenue} and reason = 'refund'))
     group by 1, 2
     order by 1 desc, 2`.execute(db);
  return rows.map((row) => ({ day: Number(row.day), kind: row.kind, coins: Number(row.coins) }));
}
