import type { Kysely, Selectable, Transaction } from 'kysely';
import type { VipSubscriptionStatus } from '../../../src/domain/payments/vip-renewal.js';
import type { Database, EpochMs } from '../../db/schema.js';
import type { PaymentTables } from '../../payments/payment-tables.js';

/** Migration 0520: a member's VIP card subscription. */
export type VipSubscriptionsTable = {
  uid: number;
  /** The provider's reusable card token from the first payment (never a card number). */
  card_token: string;
  /** The VIP package each renewal buys, at its price in `currency` (what the member first paid). */
  goods_id: string;
  currency: string;
  status: VipSubscriptionStatus;
  /** Declined renewal attempts of the current period. */
  failures: number;
  /** The renewal order being charged, until it settles. */
  renewal_order_no: string | null;
  first_order_no: string;
  created_at: EpochMs;
  updated_at: EpochMs;
  cancelled_at: EpochMs | null;
};

// A type alias, not an interface: withTables wants an index-signature-compatible record.
export type SubscriptionTables = PaymentTables & { vip_subscriptions: VipSubscriptionsTable };
export type SubscriptionsDatabase = Kysely<Database & SubscriptionTables>;
export type SubscriptionsTrx = Transaction<Database & SubscriptionTables>;
export type VipSubscriptionRow = Selectable<VipSubscriptionsTable>;

export function subscriptionsDatabase(db: Kysely<Database>): SubscriptionsDatabase {
  return db.withTables<SubscriptionTables>() as SubscriptionsDatabase;
}

/** The payments transaction seen with the subscriptions table (the first purchase saves its card inside it). */
export function subscriptionsTrx(trx: Transaction<Database & PaymentTables>): SubscriptionsTrx {
  return trx.withTables<{ vip_subscriptions: VipSubscriptionsTable }>() as unknown as SubscriptionsTrx;
}

/** The same transaction seen with the payment tables only (the order use cases' type). */
export function paymentsTrx(trx: SubscriptionsTrx): Transaction<Database & PaymentTables> {
  return trx as unknown as Transaction<Database & PaymentTables>;
}
