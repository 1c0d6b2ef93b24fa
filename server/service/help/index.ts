import { isAppLanguage, type AppLanguage } from '../../../src/application/i18n/languages.js';
import type { HelpCatalogue } from '../help-catalogue.js';
import { HELP_EN } from './en.js';

/** The help catalogue of every shipped language (locales/): the assistant answers in the session's language. */
export const HELP_CATALOGUES: Readonly<Partial<Record<AppLanguage, HelpCatalogue>>> = {
  en: HELP_EN,
};

/** The catalogue of `language` (aliases as the app reads them), English when it is not one we ship. */
export function helpCatalogueOf(language: string): { readonly language: AppLanguage; readonly catalogue: HelpCatalogue } {
  const code = isAppLanguage(language) ? language : 'en';
  const catalogue = HELP_CATALOGUES[code];
  return catalogue === undefined ? { language: 'en', catalogue: HELP_EN } : { language: code, catalogue };
}
