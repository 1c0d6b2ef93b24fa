import path from 'node:path';
import type { ServerConfig } from '../config.js';
import { openDatabase, type DatabaseTarget, type OpenDatabase } from './open-database.js';

/** PGlite's directory inside DATA_DIR. */
export const PGLITE_SUBDIR = 'pgdata';

/**
 * The app's database from its runtime settings: PostgreSQL when DATABASE_URL is set,
 * otherwise the embedded PGlite under DATA_DIR/pgdata. Migrations run before it returns.
 * `override` lets a test use another target (an in-memory PGlite) or a database it opened
 * itself and keeps a handle on; the app then leaves closing it to the test.
 */
export async function openAppDatabase(config: ServerConfig, override?: DatabaseTarget | OpenDatabase): Promise<OpenDatabase> {
  if (override !== undefined && 'db' in override) return { db: override.db, kind: override.kind, close: async () => {} };
  return openDatabase(override ?? appDatabaseTarget(config));
}

export function appDatabaseTarget(config: ServerConfig): DatabaseTarget {
  return config.databaseUrl !== undefined
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, PGLITE_SUBDIR) };
}
