import type { Kysely } from 'kysely';
import { z } from 'zod';
import { SENSITIVE_TYPE } from '../../src/domain/constants.js';
import type { ScreeningRules } from '../../src/domain/screening/screening-types.js';
import type { Database, JsonValue } from '../db/schema.js';
import { FIRST_CONFIG_VERSION } from '../init/runtime-config.js';

/** The `config` key of the word lists; its version is /profile/init's config_version.sensitive. */
export const SENSITIVE_CONFIG_KEY = 'sensitive';

type WordLists = ScreeningRules['words'];

/**
 * The lists a fresh install screens with (ours). Type 1: contact apps people use to take a
 * paid chat elsewhere; type 5: a link (every word must occur); type 4: app-store links;
 * type 2: off-platform payment. An operator replaces them with a `sensitive` config row
 * `{ "lists": [{ "type": 1, "words": [...] }, ...] }` and a new version.
 */
export const DEFAULT_SENSITIVE_LISTS: WordLists = [
  { type: SENSITIVE_TYPE.words, words: ['whatsapp', 'whats app', 'telegram', 'snapchat', 'wechat', 'viber', 'skype', 'onlyfans'] },
  { type: SENSITIVE_TYPE.link, words: ['http', '://'] },
  { type: SENSITIVE_TYPE.appStoreLink, words: ['apps.apple.com', 'itunes.apple.com', 'play.google.com', 'testflight.apple.com'] },
  { type: SENSITIVE_TYPE.secondaryWords, words: ['paypal', 'venmo', 'cashapp', 'cash app', 'zelle', 'western union', 'moneygram'] },
];

const configSchema = z.object({
  lists: z.array(z.object({ type: z.number().int().positive(), words: z.array(z.string()) })),
});

export interface SensitiveLists {
  readonly version: number;
  /** The same array object while the lists do not change: screening caches its automaton by identity. */
  readonly words: WordLists;
}

/** The operator's lists as stored (config key SENSITIVE_CONFIG_KEY). */
export interface SensitiveConfigRow {
  readonly version: number;
  readonly value: JsonValue;
}

export interface SensitiveListsSource {
  /** Reads the row and answers its lists. */
  current(): Promise<SensitiveLists>;
  /** The lists of a row read elsewhere (the send path reads it with its other checks); undefined: no row, the defaults. */
  of(row: SensitiveConfigRow | undefined): SensitiveLists;
}

/**
 * Reads the current lists (the config row, else the defaults). The answer is memoised on
 * the row's version and text, so every message of a version screens with one compiled
 * automaton (screenOutgoingText caches by the identity of the lists).
 */
export function createSensitiveListsSource(db: Kysely<Database>): SensitiveListsSource {
  let cached: { readonly key: string; readonly lists: SensitiveLists } | null = null;
  const of = (row: SensitiveConfigRow | undefined): SensitiveLists => {
    const key = row === undefined ? '' : `${row.version}:${JSON.stringify(row.value)}`;
    if (cached?.key === key) return cached.lists;
    const parsed = configSchema.safeParse(row?.value);
    const lists: SensitiveLists = {
      version: row?.version ?? FIRST_CONFIG_VERSION,
      words: parsed.success ? parsed.data.lists : DEFAULT_SENSITIVE_LISTS,
    };
    cached = { key, lists };
    return lists;
  };
  return {
    of,
    async current() {
      return of(await db.selectFrom('config').select(['version', 'value']).where('key', '=', SENSITIVE_CONFIG_KEY).executeTakeFirst());
    },
  };
}

const rulesByLists = new WeakMap<WordLists, Map<string, ScreeningRules>>();

/** The rules object for these lists and flags, the same object every time (so screening stays compiled). */
export function screeningRules(words: WordLists, privateChat: boolean, allowed: boolean): ScreeningRules {
  let byFlags = rulesByLists.get(words);
  if (byFlags === undefined) {
    byFlags = new Map();
    rulesByLists.set(words, byFlags);
  }
  const flags = `${privateChat}:${allowed}`;
  let rules = byFlags.get(flags);
  if (rules === undefined) {
    rules = Object.freeze({ words, privateChat, allowed });
    byFlags.set(flags, rules);
  }
  return rules;
}
