import countries from 'i18n-iso-countries';
import type { Area, Country } from '../../src/application/contracts/other/region.contract.js';
import { countryFlag } from '../accounts/current-user.js';
import { AREA_COUNTRIES, AREA_OF_COUNTRY } from './areas.js';

const FALLBACK_LANGUAGE = 'en';
/** App language codes that are not the ISO 639-1 code of their language. */
const ISO_LANGUAGE: Readonly<Record<string, string>> = { in: 'id', ua: 'uk', ars: 'ar' };

/** The ISO 639-1 code names are available in, falling back to English. */
export function namesLanguage(language: string | undefined): string {
  const base = (language ?? FALLBACK_LANGUAGE).toLowerCase().split(/[-_]/)[0] ?? FALLBACK_LANGUAGE;
  const iso = ISO_LANGUAGE[base] ?? base;
  return countries.getSupportedLanguages().includes(iso) ? iso : FALLBACK_LANGUAGE;
}

/** Areas and countries with names in `language` (an app language code), countries by name. */
export function regionList(language: string | undefined): { readonly area: Area[]; readonly country: Country[] } {
  const lang = namesLanguage(language);
  const regionNames = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
  const names = countries.getNames(lang, { select: 'official' });
  const englishNames = countries.getNames(FALLBACK_LANGUAGE, { select: 'official' });
  const area = Object.keys(AREA_COUNTRIES).map((id) => ({ id, name: regionNames.of(id) ?? id }));
  const collator = new Intl.Collator(lang);
  const country = Object.keys(englishNames)
    .map((code) => ({ code, name: names[code] ?? englishNames[code] ?? code, flag: countryFlag(code), area: AREA_OF_COUNTRY.get(code) ?? 'AQ' }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return { area, country };
}
