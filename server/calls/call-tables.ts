import type { Generated, GeneratedAlways, Kysely, Selectable } from 'kysely';
import type { CallHistoryKind, CallHistoryMedia } from '../../src/domain/calls/call-codes.js';
import type { Database, EpochMs } from '../db/schema.js';

/** Columns migration 0300 adds to `calls`. */
type CallsExtraColumns = {
  /** When media came up (/call/connect); billing counts from here. */
  connected_at: EpochMs | null;
  /** The live room a call came from (/call/live-answer). */
  live_id: number | null;
  /** Coins given back at the end for minutes the media spoiled (migration 1040, fair billing). */
  coins_refunded: Generated<number>;
};

/** Who is in a call right now: one row per user, so a second call finds them busy. */
export type CallPresenceTable = {
  uid: number;
  room_id: number;
  since: EpochMs;
};

/** One row of a user's call list, written once when the call ends. */
export type CallHistoryTable = {
  id: GeneratedAlways<number>;
  uid: number;
  peer_uid: number;
  room_id: number;
  kind: CallHistoryKind;
  media: CallHistoryMedia;
  status_icon: number;
  duration_s: number;
  coins: number;
  created_at: EpochMs;
};

// A type alias, not an interface: withTables wants an index-signature-compatible record.
export type CallTables = {
  calls: CallsExtraColumns;
  call_presence: CallPresenceTable;
  call_history: CallHistoryTable;
};

export type CallsDatabase = Kysely<Database & CallTables>;
export type CallRow = Selectable<(Database & CallTables)['calls']>;

/** The app database seen with the tables of migration 0300 (server/db/schema.ts belongs to the db module). */
export function callsDatabase(db: Kysely<Database>): CallsDatabase {
  return db.withTables<CallTables>() as CallsDatabase;
}

/** The same connection seen with the app's base tables only, for the helpers of other modules. */
export function baseDatabase(db: CallsDatabase): Kysely<Database> {
  return db as unknown as Kysely<Database>;
}
