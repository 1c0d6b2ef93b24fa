/**
 * The two databases Glint runs on, for tests that must pass on both: the embedded PGlite
 * (in memory) and PostgreSQL (./pg-server.ts). Each variant opens a migrated database.
 */
import type { Kysely } from 'kysely';
import { openDatabase } from '../../server/db/open-database.js';
import type { Database } from '../../server/db/schema.js';
import { skipPostgres, startPgServer } from './pg-server.js';

export interface TestDatabase {
  readonly db: Kysely<Database>;
  close(): Promise<void>;
}

export interface DatabaseVariant {
  readonly name: 'PGlite' | 'PostgreSQL';
  /** True when this machine cannot run the variant (the reason is printed). */
  readonly skip: boolean;
  open(): Promise<TestDatabase>;
}

export function databaseVariants(label: string): DatabaseVariant[] {
  return [
    {
      name: 'PGlite',
      skip: false,
      open: () => openDatabase({ kind: 'pglite', dataDir: null }),
    },
    {
      name: 'PostgreSQL',
      skip: skipPostgres(label),
      open: async () => {
        const server = await startPgServer();
        try {
          // More connections than cores, so concurrent tests really contend on row locks.
          const opened = await openDatabase({ kind: 'postgres', url: server.url, poolSize: 20 });
          const close = async (): Promise<void> => {
            try {
              await opened.close();
            } finally {
              await server.stop();
            }
          };
          return { db: opened.db, close };
        } catch (error) {
          await server.stop();
          throw error;
        }
      },
    },
  ];
}
