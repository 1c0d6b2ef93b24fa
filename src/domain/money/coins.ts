/**
 * Coins are whole, non-negative amounts. The brand keeps a coin count from being mixed
 * up with seconds, prices per minute or money in minor units.
 */
export type Coins = number & { readonly __brand: 'Coins' };

/**
 * Turns any number into a coin count without throwing: fractions are cut towards zero,
 * anything negative or not finite (NaN, ±Infinity) counts as zero, because a bad number
 * from a peer or a corrupt store must never become a charge or a credit.
 */
export function toCoins(value: number): Coins {
  if (!Number.isFinite(value) || value <= 0) return 0 as Coins;
  return Math.floor(value) as Coins;
}
