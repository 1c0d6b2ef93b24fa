/** Names of the intimacy levels (spec enumeration: 1–5 named, anything else "meet"). */
export type IntimacyLevelName = 'meet' | 'familiar' | 'intimate' | 'inLove' | 'accompany' | 'togetherness';

const INTIMACY_LEVEL_NAMES: Readonly<Record<number, IntimacyLevelName>> = {
  1: 'familiar',
  2: 'intimate',
  3: 'inLove',
  4: 'accompany',
  5: 'togetherness',
};

/** The name (and i18n key suffix) of an intimacy level; unknown levels are "meet". */
export function intimacyLevelName(level: number): IntimacyLevelName {
  return INTIMACY_LEVEL_NAMES[level] ?? 'meet';
}
