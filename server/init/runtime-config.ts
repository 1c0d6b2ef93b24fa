import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema.js';

/** A key of the `config` table that has no row yet is at this version. */
export const FIRST_CONFIG_VERSION = 1;

/**
 * The operator's runtime settings (the `config` table), read once per request: each key
 * has a value and a version that clients cache by. A key without a row, or whose value
 * does not match its schema, reads as the default, so a typo in the table never breaks
 * /profile/init.
 */
export interface RuntimeConfig {
  version(key: string): number;
  value<T>(key: string, schema: z.ZodType<T>, fallback: T): T;
}

export async function readRuntimeConfig(db: Kysely<Database>): Promise<RuntimeConfig> {
  const rows = await db.selectFrom('config').select(['key', 'version', 'value']).execute();
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return {
    version: (key) => byKey.get(key)?.version ?? FIRST_CONFIG_VERSION,
    value(key, schema, fallback) {
      const row = byKey.get(key);
      if (row === undefined) return fallback;
      const parsed = schema.safeParse(row.value);
      return parsed.success ? parsed.data : fallback;
    },
  };
}
