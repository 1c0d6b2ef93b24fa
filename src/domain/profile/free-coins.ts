import { FREE_COINS_EXHAUSTED, MS_PER_SECOND } from '../constants';

/** The free-coins card of the balance sheet. */
export type FreeCoinsCard =
  | { readonly kind: 'hidden' }
  | { readonly kind: 'claimable' }
  | { readonly kind: 'cooldown'; readonly remainingSeconds: number };

/**
 * The card state from the `after_time` cooldown (seconds, as fetched at `fetchedAtMs`)
 * at `nowMs`: −1 means no more free coins (card hidden); a cooldown at or below zero
 * can be claimed; otherwise the whole seconds still to wait, rounded up so that the
 * display never shows 00:00 while the claim is still refused.
 */
export function freeCoinsCard(afterTimeSeconds: number, fetchedAtMs: number, nowMs: number): FreeCoinsCard {
  if (afterTimeSeconds === FREE_COINS_EXHAUSTED) return { kind: 'hidden' };
  const elapsedMs = Math.max(0, nowMs - fetchedAtMs);
  const remainingSeconds = Math.ceil((afterTimeSeconds * MS_PER_SECOND - elapsedMs) / MS_PER_SECOND);
  return remainingSeconds <= 0 ? { kind: 'claimable' } : { kind: 'cooldown', remainingSeconds };
}
