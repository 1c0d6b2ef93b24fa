import i18next, { type i18n } from 'i18next';
import { concatMap, from, skip, type Subscription } from 'rxjs';
import en from '../../../locales/en.json';
import type { LanguageStore } from '../../application/i18n/language-store';
import { APP_LANGUAGES, SOURCE_LANGUAGE, type AppLanguage } from '../../application/i18n/languages';
import { flattenPlurals } from './flatten-plurals';
import { localeLoader } from './locale-loaders';

export interface I18nextBinding {
  readonly i18n: i18n;
  /** Stops following the language store (tests, hot reload). */
  readonly subscription: Subscription;
}

/**
 * i18next bound to the language store: each choice loads its catalogue (once), switches
 * the language and calls `onApplied` (the root sets `<html lang dir>` there). Resolves once
 * the starting language is ready, so the first paint is already in the right language.
 * Keys missing or empty in a catalogue fall back to English, key by key.
 */
export async function createI18next(
  store: LanguageStore,
  onApplied: (language: AppLanguage) => void = () => {},
): Promise<I18nextBinding> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: SOURCE_LANGUAGE,
    fallbackLng: SOURCE_LANGUAGE,
    supportedLngs: [...APP_LANGUAGES],
    load: 'currentOnly',
    resources: { [SOURCE_LANGUAGE]: { translation: flattenPlurals(en) } },
    partialBundledLanguages: true,
    returnEmptyString: false,
    returnNull: false,
    // React escapes what it renders; escaping here too would show entities.
    interpolation: { escapeValue: false },
  });

  const apply = async (language: AppLanguage): Promise<void> => {
    const load = localeLoader(language);
    if (load && !instance.hasResourceBundle(language, 'translation')) {
      try {
        instance.addResourceBundle(language, 'translation', flattenPlurals(await load()), true, true);
      } catch {
        // The chunk did not arrive (offline): English fills every key instead.
      }
    }
    await instance.changeLanguage(language);
    onApplied(language);
  };

  await apply(store.language$.getValue());
  // concatMap keeps the switches in the order they were chosen.
  const subscription = store.language$
    .pipe(skip(1), concatMap((language) => from(apply(language))))
    .subscribe();
  return { i18n: instance, subscription };
}
