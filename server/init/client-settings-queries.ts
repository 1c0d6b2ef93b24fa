import type { Kysely } from 'kysely';
import type { Database, JsonValue } from '../db/schema.js';
import { FIRST_CONFIG_VERSION } from './runtime-config.js';

/** Stores a setting of the `config` table and moves its version on, so clients caching by version reload it. Answers the new version. */
export async function saveSetting(db: Kysely<Database>, key: string, value: JsonValue, now: number): Promise<number> {
  const row = await db
    .insertInto('config')
    .values({ key, value: JSON.stringify(value), version: FIRST_CONFIG_VERSION + 1, updated_at: now })
    .onConflict((conflict) => conflict.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), version: eb('config.version', '+', 1), updated_at: now })))
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}
