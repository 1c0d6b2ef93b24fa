import type { Kysely } from 'kysely';
import type { Database, EpochMs } from '../db/schema.js';

/** sync_acks (migration 0200): the furthest cursor a user's devices acknowledged. */
export interface SyncAcksTable {
  uid: number;
  last_sync_mtime: EpochMs;
  last_sync_id: number;
  acked_at: EpochMs;
}

export function syncDb(db: Kysely<Database>): Kysely<Database & { sync_acks: SyncAcksTable }> {
  return db.withTables<{ sync_acks: SyncAcksTable }>();
}
