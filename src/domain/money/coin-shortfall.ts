/** What the recharge flow needs to know when a purchase costs more than the balance. */
export interface CoinShortfall {
  /** How many coins are missing: need_coins − balance. */
  readonly diff_coin: number;
  /** The full cost: price × quantity. */
  readonly need_coins: number;
}

/**
 * Coin sufficiency (spec 000 §5): cost = price × quantity; when balance − cost is
 * negative the recharge flow opens with the shortfall. A balance exactly equal to the
 * cost is affordable, hence `null`.
 */
export function coinShortfall(balance: number, price: number, quantity = 1): CoinShortfall | null {
  const need_coins = price * quantity;
  if (balance - need_coins >= 0) return null;
  return { diff_coin: need_coins - balance, need_coins };
}
