import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES, FULL_LANGUAGES, toLocaleTag } from '../../application/i18n/languages';
import { CALL_END_TEXTS_EN } from '../../domain/calls/call-end-text';
import { CARD_ERROR_MESSAGES_EN } from '../../domain/payments/card-form';
import { intimacyLevelName } from '../../domain/profile/intimacy';
import { onlineStatusLabel } from '../../domain/profile/online-status';
import { VALIDATION_MESSAGES_EN, type ValidationErrorCode } from '../../domain/validation/validation-error';

/** The catalogue tests of DESIGN.md house style 12: English is the source of every key. */
const LOCALES_DIR = path.resolve(__dirname, '../../../locales');
const PLURAL_FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);
/** What every language has even when it is not translated in full. */
const ALWAYS_TRANSLATED = ['tabs.match', 'tabs.discover', 'tabs.message', 'tabs.me', 'common.back', 'common.cancel', 'common.confirm', 'common.ok', 'common.retry'];

type Catalogue = { [key: string]: string | Catalogue };

function readCatalogue(code: string): Catalogue {
  return JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, `${code}.json`), 'utf8')) as Catalogue;
}

function isPluralGroup(node: Catalogue): boolean {
  const keys = Object.keys(node);
  return keys.length > 0 && keys.every((k) => PLURAL_FORMS.has(k)) && 'other' in node;
}

/** Leaf keys; a plural group is one key whose forms are listed. */
function leaves(node: Catalogue, prefix = ''): Map<string, string | string[]> {
  const out = new Map<string, string | string[]>();
  for (const [key, value] of Object.entries(node)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else if (isPluralGroup(value)) out.set(full, Object.keys(value));
    else for (const [k, v] of leaves(value, full)) out.set(k, v);
  }
  return out;
}

function pluralValues(node: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] => {
    const full = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[full, value]] : pluralValues(value, full);
  });
}

const en = readCatalogue('en');
const enKeys = leaves(en);

describe('locale catalogues', () => {
  it('has one catalogue file per interface language and no stray files', () => {
    const files = fs.readdirSync(LOCALES_DIR).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', ''));
    expect(files.sort()).toEqual([...APP_LANGUAGES].sort());
  });

  it('has no empty English text', () => {
    for (const [key, value] of pluralValues(en)) expect(value.trim(), key).not.toBe('');
  });

  it.each(APP_LANGUAGES.filter((c) => c !== 'en'))('uses only English keys in %s', (code) => {
    const keys = leaves(readCatalogue(code));
    const unknown = [...keys.keys()].filter((k) => !enKeys.has(k));
    expect(unknown).toEqual([]);
    for (const [key, value] of keys) {
      expect(Array.isArray(value), `${code}: ${key} is a plural group in one file only`).toBe(Array.isArray(enKeys.get(key)));
    }
  });

  it.each(APP_LANGUAGES.filter((c) => c !== 'en'))('translates the tab labels, common buttons and language names in %s', (code) => {
    const keys = leaves(readCatalogue(code));
    const names = [...enKeys.keys()].filter((k) => k.startsWith('language.names.'));
    for (const key of [...ALWAYS_TRANSLATED, ...names]) expect(keys.get(key), `${code}: ${key}`).toBeTruthy();
  });

  it.each(FULL_LANGUAGES.filter((c) => c !== 'en'))('translates every key of English in %s', (code) => {
    const keys = leaves(readCatalogue(code));
    expect([...enKeys.keys()].filter((k) => !keys.has(k))).toEqual([]);
    for (const [key, value] of pluralValues(readCatalogue(code))) expect(value.trim(), `${code}: ${key}`).not.toBe('');
  });

  it.each(APP_LANGUAGES)('gives every plural group in %s the forms its language needs', (code) => {
    const needed = new Intl.PluralRules(toLocaleTag(code)).resolvedOptions().pluralCategories;
    for (const [key, forms] of leaves(readCatalogue(code))) {
      if (!Array.isArray(forms)) continue;
      expect([...forms].sort(), `${code}: ${key}`).toEqual(expect.arrayContaining([...needed].sort()));
    }
  });

  it.each(APP_LANGUAGES.filter((c) => c !== 'en'))('keeps the interpolation variables of English in %s', (code) => {
    const variablesOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const translated = new Map(pluralValues(readCatalogue(code)));
    const english = new Map(pluralValues(en));
    for (const [key, text] of translated) {
      // A plural form of another language may have no English twin (ar "few"): compare with "other".
      const source = english.get(key) ?? english.get(key.replace(/\.(zero|one|two|few|many)$/, '.other'));
      if (source === undefined) continue;
      const want = variablesOf(source).filter((v) => v !== 'count');
      expect(variablesOf(text).filter((v) => v !== 'count'), `${code}: ${key}`).toEqual(want);
    }
  });

  it('words every domain error code and notice with the domain\'s English source text', () => {
    const sources: [string, string][] = [
      ...(Object.entries(VALIDATION_MESSAGES_EN) as [ValidationErrorCode, string][]).map(([code, text]): [string, string] => [`error.${code}`, text]),
      ...Object.entries(CARD_ERROR_MESSAGES_EN).map(([code, text]): [string, string] => [`error.${code}`, text]),
      ...Object.entries(CALL_END_TEXTS_EN),
    ];
    for (const [key, text] of sources) expect(enKeys.get(key), key).toBe(text);
  });

  it('has a text for every key the domain hands to the views', () => {
    const intimacy = [0, 1, 2, 3, 4, 5].map((level) => `intimacy.${intimacyLevelName(level)}`);
    const online = [0, 1, 2, 3].map((status) => `online.${onlineStatusLabel(status)}`);
    for (const key of [...intimacy, ...online]) expect(enKeys.has(key), key).toBe(true);
  });
});
