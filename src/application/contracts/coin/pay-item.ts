import { z } from 'zod';
import { LAST_PAY_TYPE, PRODUCT_TYPE } from '../../../domain';
import { binaryFlag } from '../user/current-user';

export const productTypeSchema = z.union([z.literal(PRODUCT_TYPE.coins), z.literal(PRODUCT_TYPE.vip)]);
/** Our product id of a package (`goods_id` on every purchase call). */
export const goodsIdSchema = z.string().trim().min(1).max(64);
/** A decimal amount as the payment library takes it ("4.99", "800", "1.550"). */
const decimalAmount = z.string().regex(/^\d+(\.\d+)?$/);

/**
 * A coin or VIP package as the purchase sheets show it (000 §3 "Coin package / pay item").
 * Money fields are decimal strings in `currency` with that currency's decimals; the
 * `_desc` fields are the same amounts ready to show. `style` says how the sheet draws it:
 * `super` for packages with free matches, `sale` for discount offers.
 */
export const payItemSchema = z.object({
  id: z.number().int().positive(),
  sku: z.string(),
  goods_id: goodsIdSchema,
  product_type: productTypeSchema,
  /** 22 the card provider (23 the store, in the native shell). */
  pay_type: z.number().int(),
  /** 45 iOS wallet, 46 Android wallet, 0 none. */
  pay_platform: z.number().int().nonnegative(),
  /** 2 or 3: the in-page card flow. */
  is_direct_card: z.number().int().nonnegative(),
  /** Coins the package is named after (0 for VIP). */
  diamond: z.number().int().nonnegative(),
  /** Bonus coins on any payment method (for VIP: coins every month). */
  give_coins: z.number().int().nonnegative(),
  /** More bonus coins when paid by card. */
  extra_coins: z.number().int().nonnegative(),
  /** VIP months (0 for coins). */
  month: z.number().int().nonnegative(),
  currency: z.string().length(3),
  money: decimalAmount,
  money_desc: z.string(),
  /** The crossed-out price of a sale, else the price itself. */
  original: decimalAmount,
  original_desc: z.string(),
  /** "-50%" on a sale, else ''. */
  sale_desc: z.string(),
  sale_icon: z.string(),
  sale_money: decimalAmount,
  save_money: decimalAmount,
  is_discount: binaryFlag,
  is_hot: binaryFlag,
  label: z.string(),
  coin_icon: z.string(),
  /** Free matches, free messages and popularity points that come with it. */
  match: z.number().int().nonnegative(),
  message: z.number().int().nonnegative(),
  charm: z.number().int().nonnegative(),
  /** Ours (issue #18): how many gifts the package puts into the buyer's gift bag (0 when none). */
  bag_gifts: z.number().int().nonnegative(),
  style: z.enum(['normal', 'super', 'sale']),
  /** Seconds the offer this item belongs to is still open (0 for an ordinary package). */
  alert_remain_time: z.number().int().nonnegative(),
  vip_alert_remain_time: z.number().int().nonnegative().optional(),
  /** How the caller paid last time: 1 card, 2 store or wallet, 0 never. */
  last_pay_type: z.union([z.literal(0), z.literal(LAST_PAY_TYPE.card), z.literal(LAST_PAY_TYPE.storeOrWallet)]),
});

export type PayItem = z.infer<typeof payItemSchema>;
