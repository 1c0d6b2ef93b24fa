import { randomBytes } from 'node:crypto';
import { CARD_PAY_TYPE, ORDER_PENDING_TTL_MS, PRODUCT_TYPE } from '../../src/domain/constants.js';
import { priceOf } from './buyer-currency.js';
import { coinsOnPayment, type CatalogueItem } from './catalogue.js';
import { ORDER_STATUS } from './order-state.js';
import type { OrderRow, PaymentsDatabase } from './payment-tables.js';
import type { RechargeContext } from './recharge-context.js';
import { VIP_MONTHLY_COINS_EXTRA } from './settle-order.js';

export interface NewOrder {
  readonly uid: number;
  readonly item: CatalogueItem;
  /** 22 card provider, 23 store, 0 nothing to pay (the free package). */
  readonly payType: number;
  /** 45 / 46 for a wallet through the card provider, else null. */
  readonly payPlatform: number | null;
  readonly currency: string;
  readonly context: RechargeContext;
  readonly returnUrl: string | null;
  /** Set for the free package, whose order number is fixed per account. */
  readonly orderNo?: string;
}

/** Order numbers: time-ordered, unguessable, safe in URLs. */
export function newOrderNo(now: number): string {
  return `GL${now.toString(36).toUpperCase()}${randomBytes(8).toString('hex').toUpperCase()}`;
}

/**
 * Opens a pending order: the price in the buyer's currency, the coins it will credit
 * (card payments earn the card bonus; wallets and the store do not), its USD price for
 * recharge_money, the VIP months and monthly coins, and the time after which it is
 * reconciled and expired.
 */
export async function insertOrder(db: PaymentsDatabase, order: NewOrder, now: number): Promise<OrderRow> {
  const { item } = order;
  const price = priceOf(item, order.currency);
  const byCard = order.payType === CARD_PAY_TYPE && order.payPlatform === null;
  const extras = {
    ...(order.context.sid !== null && { sid: order.context.sid }),
    ...(item.productType === PRODUCT_TYPE.vip && { [VIP_MONTHLY_COINS_EXTRA]: item.monthlyCoins }),
  };
  return db
    .insertInto('orders')
    .values({
      order_no: order.orderNo ?? newOrderNo(now),
      uid: order.uid,
      goods_id: item.goodsId,
      product_type: item.productType,
      pay_type: order.payType,
      pay_platform: order.payPlatform,
      amount_cents: price.amount,
      currency: price.currency,
      coins: coinsOnPayment(item, byCard),
      vip_months: item.productType === PRODUCT_TYPE.vip ? item.months : 0,
      status: ORDER_STATUS.pending,
      from_type: order.context.fromType,
      from_id: order.context.fromId,
      extras: JSON.stringify(extras),
      usd_cents: item.prices.USD,
      expires_at: now + ORDER_PENDING_TTL_MS,
      return_url: order.returnUrl,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
