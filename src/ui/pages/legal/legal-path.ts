import type { AppLanguage } from '../../../application/i18n/languages';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';

export type LegalDocument = 'privacy' | 'terms';
/** The legal texts exist in English, Arabic and Spanish (spec 000 §2, 001 §2). */
export type LegalLanguage = 'en' | 'ar' | 'es';

const BASE: Record<LegalDocument, string> = {
  privacy: ROUTE_PATHS.privacyPolicy,
  terms: ROUTE_PATHS.termsOfService,
};

/** Arabic and Spanish users get their variant (`-ar`, `-es`); everyone else the English text. */
export function legalLanguageFor(language: AppLanguage): LegalLanguage {
  return language === 'ar' || language === 'es' ? language : 'en';
}

export function legalPath(document: LegalDocument, language: AppLanguage): string {
  const variant = legalLanguageFor(language);
  return variant === 'en' ? BASE[document] : `${BASE[document]}-${variant}`;
}
