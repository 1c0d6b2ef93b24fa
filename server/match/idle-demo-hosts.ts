import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { demoDb } from '../demo/demo-hosts-table.js';

/**
 * Demo hosts free to take a match now: not resting, not banned, not among `excluding`,
 * and not in a call (asked of the calls module, whose tables are its own).
 */
export async function idleDemoHosts(db: Kysely<Database>, excluding: readonly number[], isInCall: (uid: number) => Promise<boolean>): Promise<readonly number[]> {
  let query = demoDb(db)
    .selectFrom('demo_hosts')
    .innerJoin('users', 'users.uid', 'demo_hosts.uid')
    .select('users.uid')
    .where('users.is_host', '=', true)
    .where('users.is_rest', '=', false)
    .where('users.banned_at', 'is', null);
  if (excluding.length > 0) query = query.where('users.uid', 'not in', [...excluding]);
  const rows = await query.orderBy('users.uid').execute();
  const busy = await Promise.all(rows.map((row) => isInCall(row.uid)));
  return rows.filter((_row, index) => busy[index] !== true).map((row) => row.uid);
}
