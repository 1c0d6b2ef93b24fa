import type { PayItem } from '../../src/application/contracts/coin/pay-item.js';
import { CARD_PAY_TYPE, IN_PAGE_CARD_FLOW, MS_PER_SECOND, PRODUCT_TYPE } from '../../src/domain/constants.js';
import type { z } from 'zod';
import type { CLIENT_SETTINGS } from '../init/client-settings.js';
import { formatMinorUnits } from '../../src/domain/payments/currency.js';
import { HOSTED_CARD_FLOW, type LastPayType } from '../../src/domain/payments/payment-codes.js';
import { priceOf } from './buyer-currency.js';
import { packageGiftsOf, type CatalogueItem } from './catalogue.js';

const SYMBOLS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', JPY: '¥' };
const PERCENT = 100;

/** An amount ready to show: "$4.99", "¥800", "KWD 1.550". */
export function moneyText(minor: number, currency: string): string {
  const amount = formatMinorUnits(minor, currency);
  const symbol = SYMBOLS[currency];
  return symbol === undefined ? `${currency} ${amount}` : `${symbol}${amount}`;
}

/** How card packages are paid: the operator's `card_checkout` setting. */
export type CardCheckout = z.output<typeof CLIENT_SETTINGS.card_checkout>;

export interface PayItemContext {
  readonly currency: string;
  readonly lastPayType: LastPayType | 0;
  /** Seconds left on the offer the item belongs to (0 for ordinary packages). */
  readonly remainS: number;
  /** 45 / 46 when the buyer's platform has a wallet, else 0. */
  readonly payPlatform: number;
  /** 22 the card provider, 23 the store (in the native shell). */
  readonly payType: number;
  /** The operator's card flow (config card_checkout): the in-page form, or the provider's hosted page. */
  readonly cardFlow: CardCheckout;
}

/** A catalogue item as the purchase sheets show it (000 §3 pay item), priced in the buyer's currency. */
export function payItemOf(item: CatalogueItem, context: PayItemContext): PayItem {
  const price = priceOf(item, context.currency);
  const discounted = price.original > price.amount;
  const isCoins = item.productType === PRODUCT_TYPE.coins;
  const salePercent = discounted ? Math.round(((price.original - price.amount) / price.original) * PERCENT) : 0;
  return {
    id: item.id,
    sku: item.sku,
    goods_id: item.goodsId,
    product_type: item.productType,
    pay_type: context.payType,
    pay_platform: context.payPlatform,
    // The card flow belongs to the card provider (in the page, or on its hosted page); a store purchase has none.
    is_direct_card: context.payType === CARD_PAY_TYPE && context.cardFlow === 'in_page' ? IN_PAGE_CARD_FLOW.withBrowserFields : HOSTED_CARD_FLOW,
    diamond: isCoins ? item.coins : 0,
    give_coins: isCoins ? item.bonusCoins : item.monthlyCoins,
    extra_coins: item.cardExtraCoins,
    month: isCoins ? 0 : item.months,
    currency: price.currency,
    money: formatMinorUnits(price.amount, price.currency),
    money_desc: moneyText(price.amount, price.currency),
    original: formatMinorUnits(price.original, price.currency),
    original_desc: moneyText(price.original, price.currency),
    sale_desc: discounted ? `-${salePercent}%` : '',
    sale_icon: discounted ? 'sale' : '',
    sale_money: formatMinorUnits(price.amount, price.currency),
    save_money: formatMinorUnits(price.original - price.amount, price.currency),
    is_discount: discounted ? 1 : 0,
    is_hot: isCoins && item.hot ? 1 : 0,
    label: item.label,
    coin_icon: isCoins ? 'coin' : 'vip',
    match: item.match,
    message: item.message,
    charm: item.charm,
    bag_gifts: packageGiftsOf(item).reduce((sum, gift) => sum + gift.count, 0),
    style: isCoins ? item.style : discounted ? 'sale' : 'normal',
    alert_remain_time: context.remainS,
    ...(isCoins ? {} : { vip_alert_remain_time: context.remainS }),
    last_pay_type: context.lastPayType,
  };
}

/** Remaining whole seconds of a window ending at `expiresAt` (0 once it has ended). */
export function remainingSeconds(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / MS_PER_SECOND));
}
