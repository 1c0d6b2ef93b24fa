import type { GeneratedAlways, Kysely } from 'kysely';
import type { Database, EpochMs } from '../db/schema.js';

/** What a user did with a VIP or discount dialog (/vip/event), kept for the offers' statistics. */
export type VipEventsTable = {
  id: GeneratedAlways<number>;
  uid: number;
  sid: number | null;
  type: string | null;
  target_uid: number | null;
  extra: string | null;
  created_at: EpochMs;
};

// A type alias, not an interface: withTables wants an index-signature-compatible record.
export type VipTables = {
  vip_events: VipEventsTable;
};

/** The app database seen with the VIP module's own tables. */
export function vipDatabase(db: Kysely<Database>): Kysely<Database & VipTables> {
  return db.withTables<VipTables>();
}
