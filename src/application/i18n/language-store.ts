import { BehaviorSubject, map } from 'rxjs';
import type { LiveState } from '../live-state';
import type { PreferencesPort } from '../ports/preferences.port';
import { type AppLanguage, type TextDirection, directionOf, isAppLanguage, resolveLanguage } from './languages';

export interface LanguageStore {
  /** The interface language; every view and the document follow it live. */
  readonly language$: LiveState<AppLanguage>;
  readonly direction$: LiveState<TextDirection>;
  /**
   * True while the development pseudo-locale replaces every text (accented English, 40 %
   * longer, to catch hard-coded strings and overflow). Always false where it is not allowed.
   */
  readonly pseudoLocale$: LiveState<boolean>;
  /** Whether this build offers the pseudo-locale at all (development only). */
  readonly pseudoLocaleAllowed: boolean;
  /** Persists the choice and leaves the pseudo-locale; an unknown code changes nothing and returns false. */
  setLanguage(code: string): boolean;
  /** Turns the pseudo-locale on (kept across reloads); false where it is not allowed. */
  showPseudoLocale(): boolean;
}

export interface LanguageStoreDeps {
  readonly preferences: PreferencesPort;
  /** The device's preferred languages (navigator.languages in the browser). */
  readonly deviceLanguages: readonly string[];
  /** Offer the pseudo-locale (the browser root passes its development flag). */
  readonly pseudoLocaleAllowed?: boolean;
}

const PSEUDO_ON = 'on';
const PSEUDO_OFF = 'off';

/** The stored choice wins, then the device's languages, then English. */
export function createLanguageStore({ preferences, deviceLanguages, pseudoLocaleAllowed = false }: LanguageStoreDeps): LanguageStore {
  const stored = preferences.read('language');
  const initial = resolveLanguage([isAppLanguage(stored) ? stored : null, ...deviceLanguages]);
  const language$ = new BehaviorSubject<AppLanguage>(initial);
  const direction$ = new BehaviorSubject<TextDirection>(directionOf(initial));
  language$.pipe(map(directionOf)).subscribe((direction) => {
    if (direction !== direction$.getValue()) direction$.next(direction);
  });
  const pseudoLocale$ = new BehaviorSubject<boolean>(pseudoLocaleAllowed && preferences.read('pseudoLocale') === PSEUDO_ON);

  const setPseudoLocale = (on: boolean) => {
    preferences.write('pseudoLocale', on ? PSEUDO_ON : PSEUDO_OFF);
    if (on !== pseudoLocale$.getValue()) pseudoLocale$.next(on);
  };

  return {
    language$,
    direction$,
    pseudoLocale$,
    pseudoLocaleAllowed,
    setLanguage(code) {
      if (!isAppLanguage(code)) return false;
      preferences.write('language', code);
      if (pseudoLocaleAllowed) setPseudoLocale(false);
      if (code !== language$.getValue()) language$.next(code);
      return true;
    },
    showPseudoLocale() {
      if (!pseudoLocaleAllowed) return false;
      setPseudoLocale(true);
      return true;
    },
  };
}
