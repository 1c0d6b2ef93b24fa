/** Ours: cards remembered per pay type (the spec gives no limit). */
export const CARD_HISTORY_MAX_PER_PAY_TYPE = 5;

/** A remembered card (spec 000 §3): the number is stored masked, `key` is the provider's reference. */
export interface CardHistoryEntry {
  readonly cardNumber: string;
  readonly key: string;
}

/** Remembered cards per pay type, newest first. */
export type CardHistory = Readonly<Record<string, readonly CardHistoryEntry[]>>;

const KEEP_FIRST = 6;
const KEEP_LAST = 4;
const MASK_CHAR = '*';

/**
 * Keeps the issuer prefix and the last four (what may be stored and shown) and masks
 * the rest: 4242424242424242 → 424242******4242. Masking a masked number changes
 * nothing, so history entries compare equal however often they pass through here.
 */
export function maskCardNumber(cardNumber: string): string {
  const compact = cardNumber.replace(/[\s-]/g, '');
  if (compact.length <= KEEP_FIRST + KEEP_LAST) return MASK_CHAR.repeat(Math.max(0, compact.length - KEEP_LAST)) + compact.slice(-KEEP_LAST);
  return compact.slice(0, KEEP_FIRST) + MASK_CHAR.repeat(compact.length - KEEP_FIRST - KEEP_LAST) + compact.slice(-KEEP_LAST);
}

export function cardsForPayType(history: CardHistory, payType: number): readonly CardHistoryEntry[] {
  return history[String(payType)] ?? [];
}

/**
 * Puts a used card first in its pay type's list, masked, replacing an older entry of the
 * same card, and keeps at most CARD_HISTORY_MAX_PER_PAY_TYPE cards.
 */
export function rememberCard(history: CardHistory, payType: number, entry: CardHistoryEntry): CardHistory {
  const masked: CardHistoryEntry = { cardNumber: maskCardNumber(entry.cardNumber), key: entry.key };
  const others = cardsForPayType(history, payType).filter((e) => maskCardNumber(e.cardNumber) !== masked.cardNumber);
  return { ...history, [String(payType)]: [masked, ...others].slice(0, CARD_HISTORY_MAX_PER_PAY_TYPE) };
}
