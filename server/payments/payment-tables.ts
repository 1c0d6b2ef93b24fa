import type { GeneratedAlways, Kysely, Selectable } from 'kysely';
import type { Database, EpochMs } from '../db/schema.js';

/** Columns migration 0500 adds to `orders`. */
type OrdersExtraColumns = {
  /** The package's price in USD cents, added to the user's recharge_money when paid. */
  usd_cents: number;
  /** A pending order is reconciled with its provider, then expired, after this time. */
  expires_at: EpochMs | null;
  /** Why a failed, cancelled or expired order ended (a provider code or ours). */
  failure: string | null;
  /** Where the provider sends the browser back after a redirect (challenge, hosted checkout). */
  return_url: string | null;
};

export type OrderRefundsTable = {
  order_no: string;
  uid: number;
  coins: number;
  transfer_id: number | null;
  created_at: EpochMs;
};

export type FreeCoinClaimsTable = {
  uid: number;
  /** UTC day number (epoch ms / MS_PER_DAY). */
  day: number;
  /** 1 for the first claim of the day, 2 for the second… */
  seq: number;
  coins: number;
  transfer_id: number;
  claimed_at: EpochMs;
};

export type IapTransactionsTable = {
  transaction_id: string;
  uid: number;
  order_no: string;
  product_id: string;
  environment: string;
  created_at: EpochMs;
};

export type IapLogsTable = {
  id: GeneratedAlways<number>;
  uid: number;
  content: string;
  created_at: EpochMs;
};

export type VipPeriodsTable = {
  order_no: string;
  uid: number;
  starts_at: EpochMs;
  ends_at: EpochMs;
  months: number;
  monthly_coins: number;
};

export type VipCoinGrantsTable = {
  order_no: string;
  month_index: number;
  uid: number;
  due_at: EpochMs;
  coins: number;
  transfer_id: number | null;
  granted_at: EpochMs | null;
};

export type OfferWindowsTable = {
  uid: number;
  sid: number;
  started_at: EpochMs;
  expires_at: EpochMs;
  last_shown_at: EpochMs | null;
};

// A type alias, not an interface: withTables wants an index-signature-compatible record.
export type PaymentTables = {
  orders: OrdersExtraColumns;
  order_refunds: OrderRefundsTable;
  free_coin_claims: FreeCoinClaimsTable;
  iap_transactions: IapTransactionsTable;
  iap_logs: IapLogsTable;
  vip_periods: VipPeriodsTable;
  vip_coin_grants: VipCoinGrantsTable;
  offer_windows: OfferWindowsTable;
};

export type PaymentsDatabase = Kysely<Database & PaymentTables>;
export type OrderRow = Selectable<(Database & PaymentTables)['orders']>;

/** The app database seen with the tables of migration 0500 (server/db/schema.ts belongs to the db module). */
export function paymentsDatabase(db: Kysely<Database>): PaymentsDatabase {
  return db.withTables<PaymentTables>() as PaymentsDatabase;
}
