/** Decimals of the currencies whose minor unit is not the usual hundredth (and USD, the default). */
export const CURRENCY_DECIMALS: Readonly<Record<string, number>> = { JPY: 0, USD: 2, KWD: 3 };
export const DEFAULT_CURRENCY_DECIMALS = 2;

/** Decimals of a currency's minor unit (JPY 0, USD 2, KWD 3); unknown codes use 2. */
export function currencyDecimals(currency: string): number {
  return CURRENCY_DECIMALS[currency.trim().toUpperCase()] ?? DEFAULT_CURRENCY_DECIMALS;
}

/**
 * An amount in minor units (cents, fils, yen) as the decimal string the payment library
 * takes: 1234 USD → "12.34", 1234 JPY → "1234", 1234 KWD → "1.234". Built from the
 * digits, never through floating-point division. A non-integer is rounded to the
 * nearest minor unit and a non-finite number reads as 0, so formatting never throws.
 */
export function formatMinorUnits(minor: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  const whole = Number.isFinite(minor) ? Math.round(minor) : 0;
  const digits = BigInt(Math.abs(whole)).toString().padStart(decimals + 1, '0');
  const sign = whole < 0 ? '-' : '';
  if (decimals === 0) return sign + digits;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

export type MinorUnitsError =
  | { readonly code: 'MONEY.INVALID_AMOUNT' }
  | { readonly code: 'MONEY.TOO_MANY_DECIMALS'; readonly decimals: number };

export type MinorUnitsResult = { readonly ok: true; readonly value: number } | { readonly ok: false; readonly error: MinorUnitsError };

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Parses a decimal amount ("12.34", "-5", "7.50") into minor units exactly. More decimals
 * than the currency has are refused unless they are zeros ("12.340" USD is 1234); an
 * amount beyond the safe integer range is invalid.
 */
export function toMinorUnits(amount: string, currency: string): MinorUnitsResult {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return { ok: false, error: { code: 'MONEY.INVALID_AMOUNT' } };
  const [, sign = '', whole = '', fraction = ''] = match;
  const decimals = currencyDecimals(currency);
  if (/[1-9]/.test(fraction.slice(decimals))) return { ok: false, error: { code: 'MONEY.TOO_MANY_DECIMALS', decimals } };
  const minor = Number(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
  if (!Number.isSafeInteger(minor)) return { ok: false, error: { code: 'MONEY.INVALID_AMOUNT' } };
  return { ok: true, value: sign === '-' && minor !== 0 ? -minor : minor };
}
