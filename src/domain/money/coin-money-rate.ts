/** A coin package's price as the rate rule reads it: coins it brings and its price in minor units. */
export interface CoinPackagePrice {
  readonly coins: number;
  /** The price in the currency's minor units (cents, fils, yen). */
  readonly minor: number;
  readonly currency: string;
}

/** What one coin costs in a currency, in minor units (fractional: 99 cents for 60 coins is 1.65). */
export interface CoinMoneyRate {
  readonly currency: string;
  readonly minorPerCoin: number;
}

/**
 * The coin's price in the user's currency (issue #19: gifts show their price in money
 * beside coins): the dearest rate among the packages on sale in the first package's
 * currency, so the money shown is what the coins cost at most — never understated. Free
 * packages and packages without coins say nothing about the price; none left → null.
 */
export function coinMoneyRate(packages: readonly CoinPackagePrice[]): CoinMoneyRate | null {
  const currency = packages.find((item) => item.coins > 0 && item.minor > 0)?.currency;
  if (currency === undefined) return null;
  let minorPerCoin = 0;
  for (const item of packages) {
    if (item.currency !== currency || item.coins <= 0 || item.minor <= 0) continue;
    minorPerCoin = Math.max(minorPerCoin, item.minor / item.coins);
  }
  return { currency, minorPerCoin };
}

/** `coins` at `rate`, in whole minor units, rounded up: a price is never shown below what it costs. */
export function coinsInMinorUnits(coins: number, rate: CoinMoneyRate): number {
  return Math.ceil(Math.max(0, coins) * rate.minorPerCoin - 1e-9);
}
