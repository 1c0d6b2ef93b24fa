import type { Kysely } from 'kysely';
import type { Database, EpochMs } from '../db/schema.js';

/** spend_limits (migration 0900): a user's limits; the ledger's transfer function reads them too. */
export interface SpendLimitsTable {
  uid: number;
  daily_limit: number | null;
  daily_pending: number | null;
  daily_pending_at: EpochMs | null;
  monthly_limit: number | null;
  monthly_pending: number | null;
  monthly_pending_at: EpochMs | null;
  updated_at: EpochMs;
}

export type SpendingDatabase = Kysely<Database & { spend_limits: SpendLimitsTable }>;

export function spendingDb(db: Kysely<Database>): SpendingDatabase {
  return db.withTables<{ spend_limits: SpendLimitsTable }>();
}
