import type { AppLanguage } from '../../application/i18n/languages';

export type LocaleCatalogue = Record<string, unknown>;

/**
 * Every non-English catalogue as its own lazy chunk: only the active language is fetched,
 * English (the fallback) ships in the first load.
 */
const modules = import.meta.glob<LocaleCatalogue>(['../../../locales/*.json', '!../../../locales/en.json'], {
  import: 'default',
});

export function localeLoader(language: AppLanguage): (() => Promise<LocaleCatalogue>) | undefined {
  return modules[`../../../locales/${language}.json`];
}
