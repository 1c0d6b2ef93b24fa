import 'i18next';
import type en from '../../../locales/en.json';

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A `{ one, other, … }` object of the catalogue is a plural group, not a section. */
type IsPluralGroup<T> = T extends Record<string, string>
  ? [Exclude<keyof T, PluralForm>] extends [never]
    ? 'other' extends keyof T
      ? true
      : false
    : false
  : false;

/**
 * The catalogue as i18next reads it: nested plural groups become `key_one`, `key_other`…
 * (the loader does the same at runtime, see adapters/i18n/flatten-plurals.ts).
 */
type FlattenPlurals<T> = {
  [K in keyof T as IsPluralGroup<T[K]> extends true ? `${K & string}_${keyof T[K] & string}` : K]: IsPluralGroup<T[K]> extends true
    ? string
    : T[K] extends Record<string, unknown>
      ? FlattenPlurals<T[K]>
      : T[K];
};

/**
 * The catalogue's key type comes from `locales/en.json` (DESIGN.md house style 12): a key
 * missing from English fails typecheck. Plurals are written as nested `{ one, other }`
 * groups and used as one key with a count: `t('me.coins', { count })`.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: FlattenPlurals<typeof en> };
    returnNull: false;
  }
}
