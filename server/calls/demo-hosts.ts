import type { DemoHostsTable } from '../demo/demo-hosts-table.js';
import type { CallsDatabase } from './call-tables.js';

/** The demo hosts are the users the demo seed made (server/demo, table demo_hosts of 0200). */
const withDemoHosts = (db: CallsDatabase) => db.withTables<{ demo_hosts: DemoHostsTable }>();

export async function isDemoHost(db: CallsDatabase, uid: number): Promise<boolean> {
  const row = await withDemoHosts(db).selectFrom('demo_hosts').select('uid').where('uid', '=', uid).executeTakeFirst();
  return row !== undefined;
}

/** Demo hosts free to take a match now: not resting, not banned, not in a call, not among `excluding`. */
export async function idleDemoHosts(db: CallsDatabase, excluding: readonly number[]): Promise<readonly number[]> {
  let query = withDemoHosts(db)
    .selectFrom('demo_hosts')
    .innerJoin('users', 'users.uid', 'demo_hosts.uid')
    .select('users.uid')
    .where('users.is_host', '=', true)
    .where('users.is_rest', '=', false)
    .where('users.banned_at', 'is', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('call_presence').select('room_id').whereRef('call_presence.uid', '=', 'users.uid'))));
  if (excluding.length > 0) query = query.where('users.uid', 'not in', [...excluding]);
  const rows = await query.orderBy('users.uid').execute();
  return rows.map((row) => row.uid);
}
