import type { ParseKeys } from 'i18next';

/** Any key of the catalogue (a plural group counts as one key: pass `count`). */
export type TranslationKey = ParseKeys;

/** The title of a page of the route table (`pages.*`). */
export type PageTitleKey = Extract<TranslationKey, `pages.${string}`>;
