/**
 * The interface languages of spec 000 §1 and 001 §9, in the order of the cached language
 * list. `in` is the list's (legacy) code for Indonesian; `ru` also answers to `ua`.
 */
export const APP_LANGUAGES = [
  'en', 'es', 'ar', 'pt', 'tr', 'fr', 'vi', 'in', 'de', 'it',
  'ru', 'ro', 'hi', 'fa', 'th', 'nl', 'pl', 'ms', 'hu',
] as const;

export type AppLanguage = (typeof APP_LANGUAGES)[number];

export const SOURCE_LANGUAGE: AppLanguage = 'en';

const RTL_LANGUAGES: ReadonlySet<AppLanguage> = new Set<AppLanguage>(['ar', 'fa']);

/** Codes of the spec's list that are other names for one of ours (`ars` is Najdi Arabic). */
const ALIASES: Readonly<Record<string, AppLanguage>> = { ua: 'ru', ars: 'ar', id: 'in' };

/** Each language's own name, shown on the language page whatever the current language. */
export const AUTONYMS: Readonly<Record<AppLanguage, string>> = {
  en: 'English', es: 'Español', ar: 'العربية', pt: 'Português', tr: 'Türkçe',
  fr: 'Français', vi: 'Tiếng Việt', in: 'Bahasa Indonesia', de: 'Deutsch', it: 'Italiano',
  ru: 'Русский', ro: 'Română', hi: 'हिन्दी', fa: 'فارسی', th: 'ไทย', nl: 'Nederlands',
  pl: 'Polski', ms: 'Bahasa Melayu', hu: 'Magyar',
};

/**
 * The development pseudo-locale (accented English, 40 % longer) as Android and Chrome tag it.
 * Not an interface language: offered only where the composition root allows it.
 */
export const PSEUDO_LOCALE = 'en-XA';
export const PSEUDO_LOCALE_AUTONYM = '⟦Ƥšéûđö-Éñĝļîšħ⟧';

export type TextDirection = 'ltr' | 'rtl';

export function isAppLanguage(code: unknown): code is AppLanguage {
  return typeof code === 'string' && (APP_LANGUAGES as readonly string[]).includes(code);
}

export function directionOf(language: AppLanguage): TextDirection {
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/** The BCP 47 tag for `lang` attributes and Intl formatting (`in` is `id` there). */
export function toLocaleTag(language: AppLanguage): string {
  return language === 'in' ? 'id' : language;
}

/**
 * The first supported language among the candidates (a stored choice, then the browser's
 * preferred languages such as `ar-EG`), else English. Case and region are ignored.
 */
export function resolveLanguage(candidates: readonly (string | null | undefined)[]): AppLanguage {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const base = candidate.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    const code = ALIASES[base] ?? base;
    if (isAppLanguage(code)) return code;
  }
  return SOURCE_LANGUAGE;
}
