import type { LegalText } from './content/legal-text';
import type { LegalDocument, LegalLanguage } from './legal-path';

const LOADERS: Record<LegalDocument, Record<LegalLanguage, () => Promise<LegalText>>> = {
  privacy: {
    en: async () => (await import('./content/privacy-en')).privacyEn,
    ar: async () => (await import('./content/privacy-ar')).privacyAr,
    es: async () => (await import('./content/privacy-es')).privacyEs,
  },
  terms: {
    en: async () => (await import('./content/terms-en')).termsEn,
    ar: async () => (await import('./content/terms-ar')).termsAr,
    es: async () => (await import('./content/terms-es')).termsEs,
  },
};

const cache = new Map<string, Promise<LegalText>>();

/** Each text is its own chunk, fetched once; the same promise is returned so `use()` can suspend on it. */
export function loadLegalText(document: LegalDocument, language: LegalLanguage): Promise<LegalText> {
  const key = `${document}-${language}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = LOADERS[document][language]();
    // A failed fetch is not cached: the retry page can ask again.
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}
