import { describe, expect, it, vi } from 'vitest';
import { createLanguageStore } from '../../application/i18n/language-store';
import { createI18next } from './create-i18next';
import { createInMemoryPreferences } from './in-memory-preferences';

async function setUp(stored?: string, pseudoLocaleAllowed = false) {
  const store = createLanguageStore({
    preferences: createInMemoryPreferences(stored ? { language: stored } : {}),
    deviceLanguages: [],
    pseudoLocaleAllowed,
  });
  const applied: string[] = [];
  const binding = await createI18next(store, (language) => applied.push(language));
  return { store, applied, ...binding };
}

describe('i18next binding', () => {
  it('is ready in the stored language before the first paint', async () => {
    const { i18n, applied } = await setUp('ar');
    expect(i18n.language).toBe('ar');
    expect(i18n.t('tabs.me')).toBe('أنا');
    expect(applied).toEqual(['ar']);
  });

  it('follows a language change and reports it once applied', async () => {
    const { i18n, store, applied, subscription } = await setUp();
    store.setLanguage('es');
    await vi.waitFor(() => expect(i18n.language).toBe('es'));
    expect(applied).toEqual(['en', 'es']);
    subscription.unsubscribe();
  });

  it('falls back to English key by key when a catalogue lacks a key (one added to English since)', async () => {
    const { i18n } = await setUp('hu');
    i18n.removeResourceBundle('hu', 'translation');
    i18n.addResourceBundle('hu', 'translation', { common: { back: 'Vissza' } });
    expect(i18n.t('common.back')).toBe('Vissza');
    expect(i18n.t('msg.msgNullTip')).toBe('Unable to send blank message.');
  });

  it('reads nested plural groups with the language own plural rules', async () => {
    const { i18n } = await setUp('en');
    expect(i18n.t('me.coins', { count: 1 })).toBe('1 coin');
    expect(i18n.t('me.coins', { count: 5 })).toBe('5 coins');
  });

  it('writes numbers inside sentences the way the chosen language does, through Intl', async () => {
    const { i18n, store, subscription } = await setUp('en');
    expect(i18n.t('me.coins', { count: 1_234 })).toBe('1,234 coins');
    store.setLanguage('de');
    await vi.waitFor(() => expect(i18n.language).toBe('de'));
    expect(i18n.t('me.coins', { count: 1_234 })).toContain('1.234');
    store.setLanguage('ar');
    await vi.waitFor(() => expect(i18n.language).toBe('ar'));
    // Arabic digits, and still the plural form of the number (11 takes "many" in Arabic).
    expect(i18n.t('me.coins', { count: 1_234 })).toContain(new Intl.NumberFormat('ar').format(1_234));
    expect(i18n.t('me.coins', { count: 11 })).toBe(i18n.t('me.coins', { count: 12 }).replace(new Intl.NumberFormat('ar').format(12), new Intl.NumberFormat('ar').format(11)));
    subscription.unsubscribe();
  });

  it('leaves an id and a year as they are: names, not amounts', async () => {
    const { i18n } = await setUp('ar');
    expect(i18n.t('me.uid', { uid: 1_234_567 })).toContain('1234567');
    expect(i18n.t('about.copyright', { year: 2026 })).toContain('2026');
  });

  it('shows every text in the development pseudo-locale and back in the chosen language', async () => {
    const { i18n, store, subscription } = await setUp('de', true);
    store.showPseudoLocale();
    await vi.waitFor(() => expect(i18n.language).toBe('en-XA'));
    expect(i18n.t('tabs.me')).toBe('⟦Ṁé⟧');
    expect(i18n.t('me.coins', { count: 5 })).toBe('⟦5 çöîñš·⟧');
    store.setLanguage('fr');
    await vi.waitFor(() => expect(i18n.language).toBe('fr'));
    expect(i18n.t('tabs.me')).toBe('Moi');
    subscription.unsubscribe();
  });
});
