import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES, AUTONYMS, directionOf, resolveLanguage, toLocaleTag } from './languages';

describe('languages', () => {
  it('offers the nineteen interface languages of the spec, English first', () => {
    expect(APP_LANGUAGES).toHaveLength(19);
    expect(APP_LANGUAGES[0]).toBe('en');
    expect(new Set(APP_LANGUAGES).size).toBe(APP_LANGUAGES.length);
  });

  it('gives every language its own name', () => {
    for (const code of APP_LANGUAGES) expect(AUTONYMS[code].length).toBeGreaterThan(1);
  });

  it('writes Arabic and Farsi right to left and the others left to right', () => {
    expect(APP_LANGUAGES.filter((code) => directionOf(code) === 'rtl')).toEqual(['ar', 'fa']);
  });

  it('resolves a regional browser language to its base language', () => {
    expect(resolveLanguage(['ar-EG'])).toBe('ar');
    expect(resolveLanguage(['PT_br'])).toBe('pt');
  });

  it('takes the first supported candidate and skips empty ones', () => {
    expect(resolveLanguage([null, '', 'ja-JP', 'tr-TR', 'es'])).toBe('tr');
  });

  it('maps the spec aliases ua, ars and the modern id to their languages', () => {
    expect(resolveLanguage(['ua'])).toBe('ru');
    expect(resolveLanguage(['ars'])).toBe('ar');
    expect(resolveLanguage(['id-ID'])).toBe('in');
  });

  it('falls back to English when nothing matches', () => {
    expect(resolveLanguage(['ja', 'zh-CN'])).toBe('en');
    expect(resolveLanguage([])).toBe('en');
  });

  it('uses id as the locale tag of Indonesian and the code itself otherwise', () => {
    expect(toLocaleTag('in')).toBe('id');
    expect(toLocaleTag('ar')).toBe('ar');
  });
});
