import type { FormatterModule } from 'i18next';

/**
 * Placeholders whose numbers are names, not amounts: an account id, a year, a version are
 * written as they are ("ID: 1234567", "© 2026"), never "1,234,567" or "٢٬٠٢٦".
 */
export const VERBATIM_NUMBER_PLACEHOLDERS: ReadonlySet<string> = new Set(['uid', 'year', 'version']);

type FormatOptions = { readonly interpolationkey?: string };

/**
 * i18next's formatter (with `interpolation.alwaysFormat`): every number that lands in a
 * sentence is written through Intl in the chosen locale — grouping, and the locale's own
 * digits (Arabic-Indic in Arabic, Persian in Farsi) — so "{{count}} coins" reads "١٬٢٣٤"
 * in Arabic. `{{x, number}}` and `{{x, datetime}}` keep their meaning; anything else is
 * left as given. The plural form is still picked from the raw count.
 */
export function createIntlFormatter(): FormatterModule {
  const numbers = new Map<string, Intl.NumberFormat>();
  const dates = new Map<string, Intl.DateTimeFormat>();
  const numberFormat = (lng: string): Intl.NumberFormat => {
    let format = numbers.get(lng);
    if (format === undefined) numbers.set(lng, (format = new Intl.NumberFormat(lng)));
    return format;
  };
  const dateFormat = (lng: string): Intl.DateTimeFormat => {
    let format = dates.get(lng);
    if (format === undefined) dates.set(lng, (format = new Intl.DateTimeFormat(lng)));
    return format;
  };
  return {
    type: 'formatter',
    init() {},
    add() {},
    addCached() {},
    format(value: unknown, format: string | undefined, lng: string | undefined, options?: FormatOptions) {
      const locale = lng === 'in' ? 'id' : (lng ?? 'en');
      if (format === 'datetime' && (typeof value === 'number' || value instanceof Date)) return dateFormat(locale).format(value);
      const verbatim = options?.interpolationkey !== undefined && VERBATIM_NUMBER_PLACEHOLDERS.has(options.interpolationkey);
      if (typeof value === 'number' && Number.isFinite(value) && (format === 'number' || (format === undefined && !verbatim))) return numberFormat(locale).format(value);
      return value;
    },
  } as FormatterModule;
}
