import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { demoDb } from '../demo/demo-hosts-table.js';

/** Whether the user is one the demo seed made (server/demo, table demo_hosts of 0200). */
export async function isDemoHost(db: Kysely<Database>, uid: number): Promise<boolean> {
  const row = await demoDb(db).selectFrom('demo_hosts').select('uid').where('uid', '=', uid).executeTakeFirst();
  return row !== undefined;
}
