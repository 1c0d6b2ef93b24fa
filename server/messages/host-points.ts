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

/**
 * The income fields of a paid message or gift's content (001 §3 "income"): what it cost,
 * whom it paid, the points its host receiver earns, and income_hide 1 when there are none
 * (an ordinary user earns nothing), so the receiver's client shows an income line only
 * under what earned them points.
 */
export function incomeFields(coins: number, receiverUid: number, receiverIsHost: boolean) {
  const points = receiverIsHost ? pointsFor(coins) : 0;
  return { income: coins, income_uid: receiverUid, income_hide: points === 0 ? 1 : 0, receive_point: points };
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
