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

/**
 * Coins two users have spent on each other (calls, paid messages, gifts; both ways) to
 * reach each intimacy level: index i is level i + 1's threshold. Ours: the spec names the
 * five levels and not what earns them; what two people put into talking to each other is
 * the one measure both ends can trust (it comes from the ledger), and the ladder grows
 * about fivefold a step so "togetherness" means months of calls, not one gift.
 */
export const INTIMACY_THRESHOLDS_COINS = [20, 200, 1_000, 5_000, 20_000] as const;
/** The highest intimacy level (togetherness). */
export const INTIMACY_MAX = INTIMACY_THRESHOLDS_COINS.length;

/** The intimacy level of two users from the coins they have spent on each other: 0 (meet) below the first threshold. */
export function intimacyLevelOf(coinsBetween: number): number {
  return INTIMACY_THRESHOLDS_COINS.filter((threshold) => coinsBetween >= threshold).length;
}
