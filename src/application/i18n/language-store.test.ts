import { describe, expect, it } from 'vitest';
import { createInMemoryPreferences } from '../../adapters/i18n/in-memory-preferences';
import { createLanguageStore } from './language-store';

describe('language store', () => {
  it('starts from the stored choice over the device languages', () => {
    const preferences = createInMemoryPreferences({ language: 'tr' });
    const store = createLanguageStore({ preferences, deviceLanguages: ['es-ES'] });
    expect(store.language$.getValue()).toBe('tr');
  });

  it('starts from the device languages when nothing valid is stored', () => {
    const preferences = createInMemoryPreferences({ language: 'klingon' });
    const store = createLanguageStore({ preferences, deviceLanguages: ['fr-CA', 'en'] });
    expect(store.language$.getValue()).toBe('fr');
  });

  it('persists a choice and turns the direction right to left for Arabic', () => {
    const preferences = createInMemoryPreferences();
    const store = createLanguageStore({ preferences, deviceLanguages: [] });
    const directions: string[] = [];
    store.direction$.subscribe((d) => directions.push(d));
    expect(store.setLanguage('ar')).toBe(true);
    expect(store.language$.getValue()).toBe('ar');
    expect(preferences.read('language')).toBe('ar');
    expect(directions).toEqual(['ltr', 'rtl']);
  });

  it('keeps the language and the stored value when the code is unknown', () => {
    const preferences = createInMemoryPreferences({ language: 'es' });
    const store = createLanguageStore({ preferences, deviceLanguages: [] });
    expect(store.setLanguage('xx')).toBe(false);
    expect(store.language$.getValue()).toBe('es');
    expect(preferences.read('language')).toBe('es');
  });

  it('does not emit again when the same language is chosen twice', () => {
    const store = createLanguageStore({ preferences: createInMemoryPreferences(), deviceLanguages: [] });
    const seen: string[] = [];
    store.language$.subscribe((l) => seen.push(l));
    store.setLanguage('pt');
    store.setLanguage('pt');
    expect(seen).toEqual(['en', 'pt']);
  });
});

describe('pseudo-locale in the language store', () => {
  it('is off and cannot be turned on where the build does not allow it', () => {
    const preferences = createInMemoryPreferences({ pseudoLocale: 'on' });
    const store = createLanguageStore({ preferences, deviceLanguages: [] });
    expect(store.pseudoLocale$.getValue()).toBe(false);
    expect(store.showPseudoLocale()).toBe(false);
    expect(store.pseudoLocale$.getValue()).toBe(false);
  });

  it('turns on in development, survives a reload, and ends when a real language is chosen', () => {
    const preferences = createInMemoryPreferences();
    const store = createLanguageStore({ preferences, deviceLanguages: [], pseudoLocaleAllowed: true });
    expect(store.showPseudoLocale()).toBe(true);
    expect(createLanguageStore({ preferences, deviceLanguages: [], pseudoLocaleAllowed: true }).pseudoLocale$.getValue()).toBe(true);
    store.setLanguage('de');
    expect(store.pseudoLocale$.getValue()).toBe(false);
    expect(createLanguageStore({ preferences, deviceLanguages: [], pseudoLocaleAllowed: true }).pseudoLocale$.getValue()).toBe(false);
  });
});
