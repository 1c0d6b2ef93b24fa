import type { CatalogueItem } from './catalogue.js';

/** Countries whose currency the catalogue prices in; everyone else pays in USD. */
const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = {
  JP: 'JPY', KW: 'KWD',
  AT: 'EUR', BE: 'EUR', CY: 'EUR', DE: 'EUR', EE: 'EUR', ES: 'EUR', FI: 'EUR', FR: 'EUR', GR: 'EUR', HR: 'EUR',
  IE: 'EUR', IT: 'EUR', LT: 'EUR', LU: 'EUR', LV: 'EUR', MT: 'EUR', NL: 'EUR', PT: 'EUR', SI: 'EUR', SK: 'EUR',
};

export const BASE_CURRENCY = 'USD';

/** The currency a buyer pays in, from their country (or the one the purchase call names). */
export function currencyForCountry(countryCode: string): string {
  return CURRENCY_BY_COUNTRY[countryCode.trim().toUpperCase()] ?? BASE_CURRENCY;
}

/** An item's price in minor units of `currency`, and the currency it really is in (USD when the item has no such price). */
export function priceOf(item: CatalogueItem, currency: string): { readonly amount: number; readonly original: number; readonly currency: string } {
  const amount = item.prices[currency];
  if (amount === undefined) return { amount: item.prices.USD, original: item.original?.USD ?? item.prices.USD, currency: BASE_CURRENCY };
  return { amount, original: item.original?.[currency] ?? amount, currency };
}
