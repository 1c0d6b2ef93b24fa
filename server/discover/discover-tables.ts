import type { Kysely } from 'kysely';
import type { Database, EpochMs } from '../db/schema.js';

/** The tables of migrations 0740 and 1100 the discover module keeps (all derived from users and the ledger). */
// A type alias, not an interface: Kysely's withTables wants an index-signature-compatible record.
export type DiscoverTables = {
  discover_watermarks: { name: string; last_transfer_id: number; ran_at: EpochMs };
  ranking_totals: { period_kind: number; period_start: EpochMs; board: number; uid: number; coins: number };
  popularity_hours: { uid: number; hour_start: EpochMs; coins: number };
  discover_epochs: { epoch: number; at: EpochMs };
  discover_ranks: { uid: number; epoch_from: number; epoch_to: number | null; online: number; popularity: number; active_at: EpochMs; sex: number; country_code: string; area: string };
  discover_rank_languages: { uid: number; epoch_from: number; language: string; online: number; popularity: number; active_at: EpochMs };
};

export type DiscoverDatabase = Kysely<Database & DiscoverTables>;

export function discoverDb(db: Kysely<Database>): DiscoverDatabase {
  return db.withTables<DiscoverTables>();
}
