import type { Generated, Kysely } from 'kysely';
import type { MediaState } from '../../src/domain/calls/media-outages.js';
import type { Database, EpochMs, Json } from '../db/schema.js';

/** call_media_reports (migration 1040): one state a party reported, at the server's time. */
export interface CallMediaReportsTable {
  id: Generated<number>;
  room_id: number;
  uid: number;
  state: MediaState;
  at: EpochMs;
}

/** One refunded minute as a settlement stores it. */
export type StoredRefund = { minute: number; down_s: number };

/** call_settlements (migration 1040): what the end of a call decided, once. */
export interface CallSettlementsTable {
  room_id: number;
  payer_uid: number;
  refunds: Json<StoredRefund[]>;
  coins_refunded: number;
  /** Outage believed on the payer's word alone (the daily cap sums it). */
  disputed_ms: number;
  settled_at: EpochMs;
}

type FairBillingTables = { call_media_reports: CallMediaReportsTable; call_settlements: CallSettlementsTable };

export type FairBillingDatabase = Kysely<Database & FairBillingTables>;

export function fairBillingDb(db: Kysely<Database>): FairBillingDatabase {
  return db.withTables<FairBillingTables>();
}
