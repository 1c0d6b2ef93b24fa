import { PRODUCT_TYPE, coinMoneyRate, coinsInMinorUnits, formatMinorUnits, toMinorUnits, type CoinMoneyRate } from '../../domain';
import type { PayItem } from '../contracts/coin/pay-item';

/**
 * The coin's price in the user's currency from the coin packages the recharge sheet was
 * given (/coin/callback `list`): only packages anyone may buy at their ordinary price (a
 * sale is a passing offer, not the coin's price). Null until the packages are known.
 */
export function coinRateOfPayItems(items: readonly PayItem[]): CoinMoneyRate | null {
  return coinMoneyRate(
    items
      .filter((item) => item.product_type === PRODUCT_TYPE.coins && item.style !== 'sale')
      .flatMap((item) => {
        const minor = toMinorUnits(item.money, item.currency);
        return minor.ok ? [{ coins: item.diamond + item.give_coins, minor: minor.value, currency: item.currency }] : [];
      }),
  );
}

/** What `coins` cost in money, as a decimal amount in the rate's currency ("0.17" USD), for Intl to format. */
export function coinsAsMoney(coins: number, rate: CoinMoneyRate): { readonly amount: string; readonly currency: string } {
  return { amount: formatMinorUnits(coinsInMinorUnits(coins, rate), rate.currency), currency: rate.currency };
}
