/**
 * The sandbox's test cards (ADR 0005), as a real provider's sandbox documents them. Any
 * other Luhn-valid number behaves like the success card; a number that fails the card
 * checks is refused without using up the transaction.
 */
export type CardBehaviour = 'succeed' | 'challenge' | 'gather' | 'pending' | 'decline' | 'renewalDecline';

export const TEST_CARDS = {
  succeed: '4242424242424242',
  challenge: '4000000000003220',
  gather: '4000000000003063',
  pending: '4000000000000077',
  decline: '4000000000000002',
  /** Pays when the buyer is present, then every merchant-initiated charge on its saved token is declined (insufficient funds). */
  renewalDecline: '4000000000000341',
} as const satisfies Record<CardBehaviour, string>;

const BY_NUMBER: ReadonlyMap<string, CardBehaviour> = new Map(
  (Object.entries(TEST_CARDS) as [CardBehaviour, string][]).map(([behaviour, number]) => [number, behaviour]),
);

/** How the sandbox treats a card number (digits only). */
export function cardBehaviour(digits: string): CardBehaviour {
  return BY_NUMBER.get(digits) ?? 'succeed';
}

/** How a merchant-initiated charge on a saved card ends: the card's own decline, or the renewal card's. */
export type SavedCardAnswer = 'approve' | 'decline' | 'insufficientFunds';

export function savedCardAnswer(digits: string): SavedCardAnswer {
  const behaviour = cardBehaviour(digits);
  if (behaviour === 'decline') return 'decline';
  return behaviour === 'renewalDecline' ? 'insufficientFunds' : 'approve';
}

/**
 * A wallet payment carries a device cryptogram, which authenticates the buyer: the
 * challenge and data-collection steps do not apply, so those cards simply succeed.
 */
export function walletBehaviour(digits: string): CardBehaviour {
  const behaviour = cardBehaviour(digits);
  return behaviour === 'challenge' || behaviour === 'gather' || behaviour === 'renewalDecline' ? 'succeed' : behaviour;
}
