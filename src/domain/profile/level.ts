/**
 * The coins a user must have moved (spent plus received) to reach each level: index i is
 * level i + 1's threshold. Ours: the spec shows a level badge and names no rule. A
 * doubling-ish ladder so the first levels come quickly and the top ones mean something.
 */
export const LEVEL_THRESHOLDS_COINS = [1, 100, 300, 600, 1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 60_000, 100_000, 200_000, 500_000, 1_000_000] as const;
/** The highest level there is (one per threshold). */
export const LEVEL_MAX = LEVEL_THRESHOLDS_COINS.length;

/** A user's level from the coins they have spent and received in all: 0 before the first coin. */
export function levelOf(coinsMoved: number): number {
  let level = 0;
  for (const threshold of LEVEL_THRESHOLDS_COINS) {
    if (coinsMoved < threshold) break;
    level += 1;
  }
  return level;
}
