import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppLanguage, SOURCE_LANGUAGE, toLocaleTag } from '../../application/i18n/languages';

export interface Formatters {
  readonly locale: string;
  number(value: number): string;
  date(epochMs: number): string;
  /**
   * A package's price ("4.99" in USD) the way the language writes money: "$4.99" in English,
   * "4,99 $US" in French, "٤٫٩٩ US$" in Arabic. An unknown currency code shows as "4.99 XYZ".
   */
  price(amount: string, currency: string): string;
}

/** Numbers, dates and prices in the interface language's own conventions (Intl). */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = isAppLanguage(i18n.language) ? i18n.language : SOURCE_LANGUAGE;
  return useMemo(() => {
    const locale = toLocaleTag(language);
    const numberFormat = new Intl.NumberFormat(locale);
    const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return {
      locale,
      number: (v) => numberFormat.format(v),
      date: (ms) => dateFormat.format(ms),
      price: (amount, currency) => formatPrice(locale, amount, currency),
    };
  }, [language]);
}

/** A decimal amount in a currency, as the locale writes money; an unknown code shows as "4.99 XYZ". */
export function formatPrice(locale: string, amount: string, currency: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}
