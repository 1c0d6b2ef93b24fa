import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import type { Database } from './schema.js';
import { migrationProvider } from './migrations/index.js';

function migrator(db: Kysely<Database>): Migrator {
  // Areas own numbered ranges (0100 accounts, 0200 lifecycle, 0300 calls, 0400 messaging,
  // 0500 payments): a range may gain a migration after a later range already ran on an
  // existing database, so pending migrations are applied even when out of order.
  return new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
}

/** Applies every pending migration; throws (a start-up failure) if one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  return orThrow(await migrator(db).migrateToLatest());
}

/** Undoes the most recent migration (used by the migration round-trip test). */
export async function migrateDown(db: Kysely<Database>): Promise<MigrationResultSet> {
  return orThrow(await migrator(db).migrateDown());
}

function orThrow(set: MigrationResultSet): MigrationResultSet {
  if (set.error !== undefined) {
    const failed = set.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`database migration ${failed} failed: ${String(set.error)}`, { cause: set.error });
  }
  return set;
}
