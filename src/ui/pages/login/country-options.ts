import codes from 'i18n-iso-countries/codes.json';

export interface CountryOption {
  /** ISO 3166 alpha-2, upper case. */
  readonly code: string;
  readonly name: string;
}

/**
 * Every ISO 3166 country, named in the interface language by the browser (Intl.DisplayNames)
 * and sorted the way that language sorts; a code the browser cannot name keeps the code.
 */
export function countryOptions(locale: string): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return (codes as readonly (readonly string[])[])
    .map(([code]) => code)
    .filter((code): code is string => typeof code === 'string' && /^[A-Z]{2}$/.test(code))
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
