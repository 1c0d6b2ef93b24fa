import type { Kysely } from 'kysely';
import type { VipSubscription } from '../../../src/application/contracts/vip/subscription.contract.js';
import { PRODUCT_TYPE } from '../../../src/domain/constants.js';
import { subscriptionView } from '../../../src/domain/payments/vip-renewal.js';
import type { Database } from '../../db/schema.js';
import { priceOf } from '../../payments/buyer-currency.js';
import { findItem } from '../../payments/catalogue.js';
import { moneyText } from '../../payments/pay-items.js';
import { subscriptionsDatabase } from './subscription-tables.js';

const NONE: VipSubscription = { state: 'none', period_end: 0, price_desc: '' };

/** A member's card subscription as the VIP page shows it at `now` (the period is their vip_exp). */
export async function subscriptionStatus(db: Kysely<Database>, uid: number, now: number): Promise<VipSubscription> {
  const row = await subscriptionsDatabase(db)
    .selectFrom('vip_subscriptions')
    .innerJoin('users', 'users.uid', 'vip_subscriptions.uid')
    .select(['vip_subscriptions.status', 'vip_subscriptions.failures', 'vip_subscriptions.goods_id', 'vip_subscriptions.currency', 'users.vip_expires_at'])
    .where('vip_subscriptions.uid', '=', uid)
    .executeTakeFirst();
  if (row === undefined) return NONE;
  const periodEnd = row.vip_expires_at ?? 0;
  const state = subscriptionView({ status: row.status, periodEnd, failures: row.failures }, now);
  const item = findItem(row.goods_id, PRODUCT_TYPE.vip);
  if (state === 'none' || item === undefined) return NONE;
  const price = priceOf(item, row.currency);
  return { state, period_end: periodEnd, price_desc: moneyText(price.amount, price.currency) };
}
