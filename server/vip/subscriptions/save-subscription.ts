import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OrderRow, PaymentTables } from '../../payments/payment-tables.js';
import { subscriptionsTrx } from './subscription-tables.js';

/**
 * A VIP order paid by card with a saved card (the provider's reusable token) starts the
 * member's subscription, inside the transaction that credits the order: a later card
 * purchase of VIP replaces the card and the package (the newest choice renews) and makes
 * a cancelled or lapsed subscription active again. Renewal orders carry no token and
 * leave the subscription as it is.
 */
export async function saveSubscriptionIn(trx: Transaction<Database & PaymentTables>, order: OrderRow, cardToken: string, now: number): Promise<void> {
  const row = {
    card_token: cardToken,
    goods_id: order.goods_id,
    currency: order.currency,
    status: 'active' as const,
    failures: 0,
    renewal_order_no: null,
    first_order_no: order.order_no,
    updated_at: now,
    cancelled_at: null,
  };
  await subscriptionsTrx(trx)
    .insertInto('vip_subscriptions')
    .values({ uid: order.uid, created_at: now, ...row })
    .onConflict((conflict) => conflict.column('uid').doUpdateSet(row))
    .execute();
}
