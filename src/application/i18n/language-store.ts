import { BehaviorSubject, map } from 'rxjs';
import type { LiveState } from '../live-state';
import type { PreferencesPort } from '../ports/preferences.port';
import { type AppLanguage, type TextDirection, directionOf, isAppLanguage, resolveLanguage } from './languages';

export interface LanguageStore {
  /** The interface language; every view and the document follow it live. */
  readonly language$: LiveState<AppLanguage>;
  readonly direction$: LiveState<TextDirection>;
  /** Persists the choice; an unknown code changes nothing and returns false. */
  setLanguage(code: string): boolean;
}

export interface LanguageStoreDeps {
  readonly preferences: PreferencesPort;
  /** The device's preferred languages (navigator.languages in the browser). */
  readonly deviceLanguages: readonly string[];
}

/** The stored choice wins, then the device's languages, then English. */
export function createLanguageStore({ preferences, deviceLanguages }: LanguageStoreDeps): LanguageStore {
  const stored = preferences.read('language');
  const initial = resolveLanguage([isAppLanguage(stored) ? stored : null, ...deviceLanguages]);
  const language$ = new BehaviorSubject<AppLanguage>(initial);
  const direction$ = new BehaviorSubject<TextDirection>(directionOf(initial));
  language$.pipe(map(directionOf)).subscribe((direction) => {
    if (direction !== direction$.getValue()) direction$.next(direction);
  });

  return {
    language$,
    direction$,
    setLanguage(code) {
      if (!isAppLanguage(code)) return false;
      preferences.write('language', code);
      if (code !== language$.getValue()) language$.next(code);
      return true;
    },
  };
}
