import path from 'node:path';
import type { ServerConfig } from '../config.js';
import { openDatabase, type DatabaseTarget, type OpenDatabase } from './open-database.js';

/** PGlite's directory inside DATA_DIR. */
export const PGLITE_SUBDIR = 'pgdata';

/**
 * The app's database from its runtime settings: PostgreSQL when DATABASE_URL is set,
 * otherwise the embedded PGlite under DATA_DIR/pgdata. Migrations run before it returns.
 * `override` lets a test use an in-memory PGlite instead.
 */
export function openAppDatabase(config: ServerConfig, override?: DatabaseTarget): Promise<OpenDatabase> {
  return openDatabase(override ?? appDatabaseTarget(config));
}

export function appDatabaseTarget(config: ServerConfig): DatabaseTarget {
  return config.databaseUrl !== undefined
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, PGLITE_SUBDIR) };
}
