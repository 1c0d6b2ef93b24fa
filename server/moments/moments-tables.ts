import type { Generated, Kysely } from 'kysely';
import type { Database, EpochMs, MomentsTable } from '../db/schema.js';

/** The moments table as migration 0740 left it, and its likes. */
// A type alias, not an interface: Kysely's withTables wants an index-signature-compatible record.
export type MomentsTables = {
  moments: MomentsTable & { client_key: string | null; like_count: Generated<number> };
  moment_likes: { moment_id: number; uid: number; created_at: EpochMs };
};

export type MomentsDatabase = Kysely<Database & MomentsTables>;

export function momentsDb(db: Kysely<Database>): MomentsDatabase {
  return db.withTables<MomentsTables>();
}
