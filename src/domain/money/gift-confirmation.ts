/** Ours (issue #19, spending care): a single gift dearer than this many coins asks "send it?" first. */
export const GIFT_CONFIRM_ABOVE_COINS = 199;

/**
 * Whether sending one gift needs the user's confirmation: only when it costs coins (a
 * gift from the bag costs none) and more than GIFT_CONFIRM_ABOVE_COINS.
 */
export function giftNeedsConfirmation(priceCoins: number, fromBag: boolean): boolean {
  return !fromBag && priceCoins > GIFT_CONFIRM_ABOVE_COINS;
}
