import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppLanguage, SOURCE_LANGUAGE, toLocaleTag } from '../../application/i18n/languages';

export interface Formatters {
  readonly locale: string;
  number(value: number): string;
  date(epochMs: number): string;
}

/** Numbers and dates in the interface language's own conventions (Intl). */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = isAppLanguage(i18n.language) ? i18n.language : SOURCE_LANGUAGE;
  return useMemo(() => {
    const locale = toLocaleTag(language);
    const numberFormat = new Intl.NumberFormat(locale);
    const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return { locale, number: (v) => numberFormat.format(v), date: (ms) => dateFormat.format(ms) };
  }, [language]);
}
