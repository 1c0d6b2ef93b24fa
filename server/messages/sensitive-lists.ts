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

/**
 * The operator's row as a read that knew the held stamp asked for it (the send path's,
 * issue #17): `value` is left out (null) when the row's stamp is the held one, so the
 * lists' text is not shipped and parsed on every send. The stamp is the version and the
 * save's time: every save moves both on (saveSetting), and the time also tells apart a row
 * deleted and saved again at an old version.
 */
export interface VersionedConfigRow {
  readonly version: number;
  readonly stamp: string;
  readonly value: JsonValue | null;
  readonly held: boolean;
}

/** Lists already parsed, by the stamp of the row they came from. */
export interface HeldLists {
  readonly stamp: string;
  readonly lists: SensitiveLists;
}

export interface SensitiveListsSource {
  /** Reads the row and answers its lists. */
  current(): Promise<SensitiveLists>;
  /** The lists of a row read elsewhere; undefined: no row, the defaults. */
  of(row: SensitiveConfigRow | undefined): SensitiveLists;
  /** The row's lists this source holds parsed now, if a versioned read brought them: a read passes their stamp and may get the row without its value. */
  held(): HeldLists | null;
  /** The lists of a row read with `held` known (undefined: no row); `held` is what held() answered before that read. */
  ofVersioned(row: VersionedConfigRow | undefined, held: HeldLists | null): SensitiveLists;
}

/**
 * Reads the current lists (the config row, else the defaults). The answer is memoised on
 * the row's version and text, so every message of a version screens with one compiled
 * automaton (screenOutgoingText caches by the identity of the lists).
 */
export function createSensitiveListsSource(db: Kysely<Database>): SensitiveListsSource {
  let cached: { readonly key: string; readonly lists: SensitiveLists; readonly stamp: string | null } | null = null;
  const of = (row: SensitiveConfigRow | undefined, stamp: string | null = null): SensitiveLists => {
    const key = row === undefined ? '' : `${row.version}:${JSON.stringify(row.value)}`;
    if (cached?.key === key) {
      if (stamp !== null) cached = { ...cached, stamp };
      return cached.lists;
    }
    const parsed = configSchema.safeParse(row?.value);
    const lists: SensitiveLists = {
      version: row?.version ?? FIRST_CONFIG_VERSION,
      words: parsed.success ? parsed.data.lists : DEFAULT_SENSITIVE_LISTS,
    };
    cached = { key, lists, stamp };
    return lists;
  };
  return {
    of,
    held: () => (cached === null || cached.stamp === null ? null : { stamp: cached.stamp, lists: cached.lists }),
    ofVersioned(row, held) {
      if (row === undefined) return of(undefined);
      if (row.held && held !== null && held.stamp === row.stamp) return held.lists;
      // The value is left out only for the held stamp, so here it is present.
      return of({ version: row.version, value: row.value as JsonValue }, row.stamp);
    },
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
