import { NO_LIMIT, type SpendPeriod, type StoredLimit } from '../../src/domain/money/spend-limits.js';
import type { SpendingDatabase } from './spending-tables.js';

export type StoredLimits = Readonly<Record<SpendPeriod, StoredLimit>>;

function stored(limit: number | null, pending: number | null, pendingAt: number | null): StoredLimit {
  return pendingAt === null ? { limit } : { limit, pending: { limit: pending, at: pendingAt } };
}

/** The user's limits as stored (none set: no limits). */
export async function readLimits(db: SpendingDatabase, uid: number): Promise<StoredLimits> {
  const row = await db.selectFrom('spend_limits').selectAll().where('uid', '=', uid).executeTakeFirst();
  if (row === undefined) return { daily: NO_LIMIT, monthly: NO_LIMIT };
  return {
    daily: stored(row.daily_limit, row.daily_pending, row.daily_pending_at),
    monthly: stored(row.monthly_limit, row.monthly_pending, row.monthly_pending_at),
  };
}

export async function writeLimits(db: SpendingDatabase, uid: number, limits: StoredLimits, now: number): Promise<void> {
  const columns = {
    daily_limit: limits.daily.limit,
    daily_pending: limits.daily.pending?.limit ?? null,
    daily_pending_at: limits.daily.pending?.at ?? null,
    monthly_limit: limits.monthly.limit,
    monthly_pending: limits.monthly.pending?.limit ?? null,
    monthly_pending_at: limits.monthly.pending?.at ?? null,
    updated_at: now,
  };
  await db.insertInto('spend_limits').values({ uid, ...columns }).onConflict((c) => c.column('uid').doUpdateSet(columns)).execute();
}
