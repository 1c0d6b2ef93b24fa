import type { Kysely } from 'kysely';
import type { Database, EpochMs } from '../db/schema.js';

/** demo_hosts (migration 0200): which users the demo seed made. */
export interface DemoHostsTable {
  uid: number;
  seed_key: string;
  online_status: number;
  created_at: EpochMs;
}

export function demoDb(db: Kysely<Database>): Kysely<Database & { demo_hosts: DemoHostsTable }> {
  return db.withTables<{ demo_hosts: DemoHostsTable }>();
}
