import i18next, { type i18n } from 'i18next';
import { combineLatest, concatMap, distinctUntilChanged, from, skip, type Subscription } from 'rxjs';
import en from '../../../locales/en.json';
import type { LanguageStore } from '../../application/i18n/language-store';
import { APP_LANGUAGES, PSEUDO_LOCALE, SOURCE_LANGUAGE, type AppLanguage } from '../../application/i18n/languages';
import { flattenPlurals } from './flatten-plurals';
import { createIntlFormatter } from './intl-formatter';
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
 * Keys missing or empty in a catalogue fall back to English, key by key. In development the
 * store may ask for the pseudo-locale instead: every English text accented and 40 % longer.
 */
export async function createI18next(
  store: LanguageStore,
  onApplied: (language: AppLanguage) => void = () => {},
): Promise<I18nextBinding> {
  const instance = i18next.createInstance().use(createIntlFormatter());
  await instance.init({
    lng: SOURCE_LANGUAGE,
    fallbackLng: SOURCE_LANGUAGE,
    supportedLngs: [...APP_LANGUAGES, PSEUDO_LOCALE],
    load: 'currentOnly',
    resources: { [SOURCE_LANGUAGE]: { translation: flattenPlurals(en) } },
    partialBundledLanguages: true,
    returnEmptyString: false,
    returnNull: false,
    // React escapes what it renders; escaping here too would show entities.
    // Every number in a sentence goes through Intl in the chosen locale (intl-formatter.ts).
    interpolation: { escapeValue: false, alwaysFormat: true },
  });

  const loadCatalogue = async (language: AppLanguage): Promise<void> => {
    const load = localeLoader(language);
    if (load && !instance.hasResourceBundle(language, 'translation')) {
      try {
        instance.addResourceBundle(language, 'translation', flattenPlurals(await load()), true, true);
      } catch {
        // The chunk did not arrive (offline): English fills every key instead.
      }
    }
  };
  const loadPseudoLocale = async (): Promise<void> => {
    if (instance.hasResourceBundle(PSEUDO_LOCALE, 'translation')) return;
    const { pseudoLocalize } = await import('./pseudo-localize');
    instance.addResourceBundle(PSEUDO_LOCALE, 'translation', pseudoLocalize(flattenPlurals(en)), true, true);
  };

  const apply = async ([language, pseudo]: readonly [AppLanguage, boolean]): Promise<void> => {
    if (pseudo) await loadPseudoLocale();
    else await loadCatalogue(language);
    await instance.changeLanguage(pseudo ? PSEUDO_LOCALE : language);
    onApplied(language);
  };

  const choice$ = combineLatest([store.language$, store.pseudoLocale$]).pipe(
    distinctUntilChanged(([a, p], [b, q]) => a === b && p === q),
  );
  await apply([store.language$.getValue(), store.pseudoLocale$.getValue()]);
  // concatMap keeps the switches in the order they were chosen.
  const subscription = choice$.pipe(skip(1), concatMap((choice) => from(apply(choice)))).subscribe();
  return { i18n: instance, subscription };
}
