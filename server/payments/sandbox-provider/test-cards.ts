/**
 * The sandbox's test cards (ADR 0005), as a real provider's sandbox documents them. Any
 * other Luhn-valid number behaves like the success card; a number that fails the card
 * checks is refused without using up the transaction.
 */
export type CardBehaviour = 'succeed' | 'challenge' | 'gather' | 'pending' | 'decline';

export const TEST_CARDS = {
  succeed: '4242424242424242',
  challenge: '4000000000003220',
  gather: '4000000000003063',
  pending: '4000000000000077',
  decline: '4000000000000002',
} as const satisfies Record<CardBehaviour, string>;

const BY_NUMBER: ReadonlyMap<string, CardBehaviour> = new Map(
  (Object.entries(TEST_CARDS) as [CardBehaviour, string][]).map(([behaviour, number]) => [number, behaviour]),
);

/** How the sandbox treats a card number (digits only). */
export function cardBehaviour(digits: string): CardBehaviour {
  return BY_NUMBER.get(digits) ?? 'succeed';
}

/**
 * A wallet payment carries a device cryptogram, which authenticates the buyer: the
 * challenge and data-collection steps do not apply, so those cards simply succeed.
 */
export function walletBehaviour(digits: string): CardBehaviour {
  const behaviour = cardBehaviour(digits);
  return behaviour === 'challenge' || behaviour === 'gather' ? 'succeed' : behaviour;
}
