import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { SYSTEM_ACCOUNTS, type AccountId, type Ledger, type LedgerReason } from '../ledger/ledger-types.js';

/** Share of the coins a host's messages and gifts earn as points, in percent. */
export const HOST_POINT_PERCENT = 50;

const PERCENT = 100;

/**
 * A user's points account: points are what hosts earn from the coins spent on them. They
 * live in the same double-entry book as coins but never mix with them: they are issued from
 * `system:points` (which goes negative by what was issued) into `points:<uid>`, so every
 * points transfer is a balanced pair too. (The ledger's AccountId names coin accounts; this
 * is the points side of the same book, hence the cast.)
 */
export function pointsAccount(uid: number): AccountId {
  return `points:${uid}` as unknown as AccountId;
}

/** Points a host earns for `coins` spent on them (rounded down). */
export function pointsFor(coins: number): number {
  return Math.floor((coins * HOST_POINT_PERCENT) / PERCENT);
}

/** Credits a host's points for a spend, once per key; returns the points credited (0 for none). */
export async function awardPoints(ledger: Ledger, hostUid: number, coins: number, reason: LedgerReason, idempotencyKey: string): Promise<number> {
  const points = pointsFor(coins);
  if (points <= 0) return 0;
  const result = await ledger.transfer({ from: SYSTEM_ACCOUNTS.points, to: pointsAccount(hostUid), amount: points, reason, idempotencyKey });
  if (!result.ok) throw new Error(`points for ${hostUid} under ${idempotencyKey}: ${result.error.code}`);
  return points;
}

/** The points a user holds (0 before the first). */
export async function pointsOf(db: Kysely<Database>, uid: number): Promise<number> {
  const row = await db.selectFrom('ledger_accounts').select('balance').where('id', '=', pointsAccount(uid)).executeTakeFirst();
  return row?.balance ?? 0;
}
