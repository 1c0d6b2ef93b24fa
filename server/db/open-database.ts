import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate.js';
import { PGliteDialect } from './pglite-dialect.js';
import { PreparingClient } from './prepared-statements.js';
import type { Database } from './schema.js';
import { pgliteParsers, pgTypes } from './type-parsers.js';

/** Where the data lives: an embedded PGlite (a directory, or memory when null) or a PostgreSQL server. */
export type DatabaseTarget =
  | { readonly kind: 'pglite'; readonly dataDir: string | null }
  | { readonly kind: 'postgres'; readonly url: string; readonly poolSize?: number };

export interface DatabaseOptions {
  /** Apply pending migrations before returning (default true). */
  readonly migrate?: boolean;
}

export interface OpenDatabase {
  readonly db: Kysely<Database>;
  readonly kind: DatabaseTarget['kind'];
  close(): Promise<void>;
}

const DEFAULT_POOL_SIZE = 10;

/** PGlite directories open in this process: a second instance on one directory corrupts it. */
const openDirs = new Set<string>();

export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<OpenDatabase> {
  const opened = target.kind === 'pglite' ? await openPGlite(target.dataDir) : openPostgres(target.url, target.poolSize);
  if (options.migrate ?? true) {
    try {
      await migrateToLatest(opened.db);
    } catch (error) {
      await opened.close();
      throw error;
    }
  }
  return opened;
}

async function openPGlite(dataDir: string | null): Promise<OpenDatabase> {
  if (dataDir !== null) {
    if (openDirs.has(dataDir)) throw new Error(`PGlite at ${dataDir} is already open in this process`);
    fs.mkdirSync(dataDir, { recursive: true });
    openDirs.add(dataDir);
  }
  const pglite = new PGlite({ ...(dataDir === null ? {} : { dataDir }), parsers: pgliteParsers });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
      if (dataDir !== null) openDirs.delete(dataDir);
    },
  };
}

function openPostgres(url: string, poolSize = DEFAULT_POOL_SIZE): OpenDatabase {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: pgTypes, Client: PreparingClient });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
