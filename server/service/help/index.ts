import { isAppLanguage, type AppLanguage } from '../../../src/application/i18n/languages.js';
import type { HelpCatalogue } from '../help-catalogue.js';
import { HELP_AR } from './ar.js';
import { HELP_DE } from './de.js';
import { HELP_EN } from './en.js';
import { HELP_ES } from './es.js';
import { HELP_FA } from './fa.js';
import { HELP_FR } from './fr.js';
import { HELP_HI } from './hi.js';
import { HELP_HU } from './hu.js';
import { HELP_IN } from './in.js';
import { HELP_IT } from './it.js';
import { HELP_MS } from './ms.js';
import { HELP_NL } from './nl.js';
import { HELP_PL } from './pl.js';
import { HELP_PT } from './pt.js';
import { HELP_RO } from './ro.js';
import { HELP_RU } from './ru.js';
import { HELP_TH } from './th.js';
import { HELP_TR } from './tr.js';
import { HELP_VI } from './vi.js';

/** The help catalogue of every shipped language (locales/): the assistant answers in the session's language. */
export const HELP_CATALOGUES: Readonly<Record<AppLanguage, HelpCatalogue>> = {
  en: HELP_EN,
  es: HELP_ES,
  ar: HELP_AR,
  pt: HELP_PT,
  tr: HELP_TR,
  fr: HELP_FR,
  vi: HELP_VI,
  in: HELP_IN,
  de: HELP_DE,
  it: HELP_IT,
  ru: HELP_RU,
  ro: HELP_RO,
  hi: HELP_HI,
  fa: HELP_FA,
  th: HELP_TH,
  nl: HELP_NL,
  pl: HELP_PL,
  ms: HELP_MS,
  hu: HELP_HU,
};

/** The catalogue of `language` (aliases as the app reads them), English when it is not one we ship. */
export function helpCatalogueOf(language: string): { readonly language: AppLanguage; readonly catalogue: HelpCatalogue } {
  const code = isAppLanguage(language) ? language : 'en';
  return { language: code, catalogue: HELP_CATALOGUES[code] };
}
