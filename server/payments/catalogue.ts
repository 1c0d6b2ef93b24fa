import { PRODUCT_TYPE } from '../../src/domain/constants.js';
import type { DiscountTrigger } from '../../src/domain/offers/offer-codes.js';

/**
 * What Glint sells, as configuration (ADR 0005): coin packages and VIP packages. Prices
 * are integers in each currency's minor units (USD cents, JPY yen, KWD fils — the
 * domain's CURRENCY_DECIMALS say how many decimals each has); every item has a USD price,
 * which is also what recharge_money counts. `original` is the crossed-out price of a sale.
 *
 * Who may buy an item:
 * - `all`: everyone, listed in the balance sheet;
 * - `once`: free, once per account (/order/check answers 10: pay directly);
 * - a list of discount scenarios: only while that scenario's offer window is open for the
 *   buyer (server/offers) — the price is a promise the offer made, not a public price.
 */
export type Prices = Readonly<{ USD: number } & Record<string, number>>;
export type Audience = 'all' | 'once' | readonly DiscountTrigger[];
/** `super` packages carry free matches (000 §2: "packages with match set use the super style"); `sale` ones are offers. */
export type PackageStyle = 'normal' | 'super' | 'sale';

interface ItemBase {
  /** Numeric id of the pay item (000 §3 `id`). */
  readonly id: number;
  /** Our product id, `goods_id` on every order call. */
  readonly goodsId: string;
  /** The store product id (in-app purchase). */
  readonly sku: string;
  readonly prices: Prices;
  readonly original?: Prices;
  /** Free matches and free messages that come with the item. */
  readonly match: number;
  readonly message: number;
  /** Popularity points for the buyer (000 §3 `charm`). */
  readonly charm: number;
  readonly label: string;
  readonly audience: Audience;
}

/** Gifts a package puts in the buyer's gift bag (issue #18: "gifts from packages … go there"). */
export interface PackageGift {
  /** A gift of the gift catalogue (server/gifts/gift-catalogue.ts; catalogue.test.ts checks it is one). */
  readonly giftId: number;
  readonly count: number;
}

export interface CoinPackage extends ItemBase {
  readonly productType: typeof PRODUCT_TYPE.coins;
  /** Bag gifts that come with the coins, credited in the order's transaction. */
  readonly gifts: readonly PackageGift[];
  /** `diamond`: the coins the package is named after. */
  readonly coins: number;
  /** `give_coins`: bonus coins on any payment method. */
  readonly bonusCoins: number;
  /** `extra_coins`: more bonus coins when paid by card (the pay-method sheet shows them with a total). */
  readonly cardExtraCoins: number;
  readonly hot: boolean;
  readonly style: PackageStyle;
}

export interface VipPackage extends ItemBase {
  readonly productType: typeof PRODUCT_TYPE.vip;
  readonly months: number;
  /** Coins granted at the start of every VIP month the package buys. */
  readonly monthlyCoins: number;
  readonly cardExtraCoins: number;
}

export type CatalogueItem = CoinPackage | VipPackage;

const UNPAID_SCENARIOS = [1, 2, 3, 4, 5] as const satisfies readonly DiscountTrigger[];
const PAID_SCENARIOS = [6, 7] as const satisfies readonly DiscountTrigger[];

const coins = (item: Omit<CoinPackage, 'productType' | 'match' | 'message' | 'charm' | 'label' | 'hot' | 'style' | 'audience' | 'gifts'> & Partial<CoinPackage>): CoinPackage => ({
  productType: PRODUCT_TYPE.coins,
  gifts: [],
  match: 0,
  message: 0,
  charm: 0,
  label: '',
  hot: false,
  audience: 'all',
  ...item,
  style: item.style ?? ((item.match ?? 0) > 0 ? 'super' : 'normal'),
});

const vip = (item: Omit<VipPackage, 'productType' | 'match' | 'message' | 'charm' | 'label' | 'audience'> & Partial<VipPackage>): VipPackage => ({
  productType: PRODUCT_TYPE.vip,
  match: 0,
  message: 0,
  charm: 0,
  label: '',
  audience: 'all',
  ...item,
});

export const COIN_PACKAGES: readonly CoinPackage[] = [
  coins({ id: 1001, goodsId: 'coins_60', sku: 'glint.coins.60', coins: 60, bonusCoins: 0, cardExtraCoins: 6, prices: { USD: 99, EUR: 99, JPY: 160, KWD: 310 } }),
  coins({ id: 1002, goodsId: 'coins_300', sku: 'glint.coins.300', coins: 300, bonusCoins: 30, cardExtraCoins: 30, hot: true, prices: { USD: 499, EUR: 479, JPY: 800, KWD: 1_550 } }),
  coins({ id: 1003, goodsId: 'coins_650', sku: 'glint.coins.650', coins: 650, bonusCoins: 100, cardExtraCoins: 65, hot: true, match: 5, label: 'popular', prices: { USD: 999, EUR: 949, JPY: 1_600, KWD: 3_100 } }),
  coins({ id: 1004, goodsId: 'coins_1350', sku: 'glint.coins.1350', coins: 1_350, bonusCoins: 250, cardExtraCoins: 135, hot: true, gifts: [{ giftId: 1, count: 5 }], prices: { USD: 1_999, EUR: 1_899, JPY: 3_200, KWD: 6_200 } }),
  coins({ id: 1005, goodsId: 'coins_3500', sku: 'glint.coins.3500', coins: 3_500, bonusCoins: 700, cardExtraCoins: 350, match: 20, message: 50, charm: 100, gifts: [{ giftId: 1, count: 10 }, { giftId: 7, count: 1 }], label: 'best value', prices: { USD: 4_999, EUR: 4_799, JPY: 8_000, KWD: 15_500 } }),
  coins({ id: 1006, goodsId: 'coins_7200', sku: 'glint.coins.7200', coins: 7_200, bonusCoins: 1_800, cardExtraCoins: 720, match: 50, message: 100, charm: 250, prices: { USD: 9_999, EUR: 9_499, JPY: 16_000, KWD: 31_000 } }),
  coins({ id: 1010, goodsId: 'coins_welcome', sku: 'glint.coins.welcome', coins: 30, bonusCoins: 0, cardExtraCoins: 0, audience: 'once', label: 'free', prices: { USD: 0, EUR: 0, JPY: 0, KWD: 0 } }),
  coins({
    id: 1101, goodsId: 'coins_first_sale', sku: 'glint.coins.first_sale', coins: 300, bonusCoins: 100, cardExtraCoins: 0, style: 'sale', audience: UNPAID_SCENARIOS, label: 'first recharge',
    prices: { USD: 99, EUR: 99, JPY: 160, KWD: 310 }, original: { USD: 499, EUR: 479, JPY: 800, KWD: 1_550 },
  }),
  coins({
    id: 1102, goodsId: 'coins_paid_sale', sku: 'glint.coins.paid_sale', coins: 1_350, bonusCoins: 650, cardExtraCoins: 0, style: 'sale', audience: PAID_SCENARIOS, label: 'limited offer',
    prices: { USD: 1_499, EUR: 1_449, JPY: 2_400, KWD: 4_650 }, original: { USD: 1_999, EUR: 1_899, JPY: 3_200, KWD: 6_200 },
  }),
  coins({
    id: 1103, goodsId: 'coins_stay_sale', sku: 'glint.coins.stay_sale', coins: 650, bonusCoins: 350, cardExtraCoins: 0, style: 'sale', audience: [9], label: 'stay with us',
    prices: { USD: 699, EUR: 669, JPY: 1_100, KWD: 2_150 }, original: { USD: 999, EUR: 949, JPY: 1_600, KWD: 3_100 },
  }),
];

export const VIP_PACKAGES: readonly VipPackage[] = [
  vip({ id: 2001, goodsId: 'vip_1m', sku: 'glint.vip.1m', months: 1, monthlyCoins: 300, cardExtraCoins: 30, match: 10, prices: { USD: 999, EUR: 949, JPY: 1_600, KWD: 3_100 } }),
  vip({
    id: 2002, goodsId: 'vip_3m', sku: 'glint.vip.3m', months: 3, monthlyCoins: 300, cardExtraCoins: 90, match: 30, label: 'save 17%',
    prices: { USD: 2_499, EUR: 2_399, JPY: 4_000, KWD: 7_750 }, original: { USD: 2_997, EUR: 2_847, JPY: 4_800, KWD: 9_300 },
  }),
  vip({
    id: 2101, goodsId: 'vip_1m_offer', sku: 'glint.vip.1m_offer', months: 1, monthlyCoins: 300, cardExtraCoins: 0, match: 10, audience: [...UNPAID_SCENARIOS, ...PAID_SCENARIOS, 9], label: '50% off',
    prices: { USD: 499, EUR: 479, JPY: 800, KWD: 1_550 }, original: { USD: 999, EUR: 949, JPY: 1_600, KWD: 3_100 },
  }),
  vip({
    id: 2102, goodsId: 'vip_1m_comeback', sku: 'glint.vip.1m_comeback', months: 1, monthlyCoins: 300, cardExtraCoins: 0, match: 10, audience: [8], label: 'welcome back',
    prices: { USD: 699, EUR: 669, JPY: 1_100, KWD: 2_150 }, original: { USD: 999, EUR: 949, JPY: 1_600, KWD: 3_100 },
  }),
];

export const CATALOGUE: readonly CatalogueItem[] = [...COIN_PACKAGES, ...VIP_PACKAGES];

export interface PackageBonus {
  readonly match: number;
  readonly message: number;
  readonly charm: number;
}

/** The bonuses a paid order of `item` credits (none for an item no longer sold). */
export function packageBonusOf(item: CatalogueItem | undefined): PackageBonus {
  return item === undefined ? { match: 0, message: 0, charm: 0 } : { match: item.match, message: item.message, charm: item.charm };
}

/** The bag gifts a paid order of `item` credits (VIP packages and items no longer sold bring none). */
export function packageGiftsOf(item: CatalogueItem | undefined): readonly PackageGift[] {
  return item?.productType === PRODUCT_TYPE.coins ? item.gifts : [];
}

/** The item a purchase names; both the goods id and the product type must match. */
export function findItem(goodsId: string, productType: number): CatalogueItem | undefined {
  return CATALOGUE.find((item) => item.goodsId === goodsId && item.productType === productType);
}

export function findItemBySku(sku: string): CatalogueItem | undefined {
  return CATALOGUE.find((item) => item.sku === sku);
}

/** Coins an order of `item` credits when it is paid: the package (or first VIP month) plus its bonuses. */
export function coinsOnPayment(item: CatalogueItem, byCard: boolean): number {
  const base = item.productType === PRODUCT_TYPE.coins ? item.coins + item.bonusCoins : item.monthlyCoins;
  return base + (byCard ? item.cardExtraCoins : 0);
}

/** Whether an item is sold to a discount scenario (its price is that offer's). */
export function isOfferItem(item: CatalogueItem): item is CatalogueItem & { readonly audience: readonly DiscountTrigger[] } {
  return Array.isArray(item.audience);
}

export function offerItemsFor(sid: DiscountTrigger): readonly CatalogueItem[] {
  return CATALOGUE.filter((item) => isOfferItem(item) && item.audience.includes(sid));
}
