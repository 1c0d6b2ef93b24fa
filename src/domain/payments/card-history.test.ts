import { describe, expect, it } from 'vitest';
import { CARD_PAY_TYPE } from '../constants';
import { CARD_HISTORY_MAX_PER_PAY_TYPE, cardsForPayType, maskCardNumber, rememberCard } from './card-history';

describe('maskCardNumber', () => {
  it('keeps the first six and last four digits', () => {
    expect(maskCardNumber('4242 4242 4242 4242')).toBe('424242******4242');
  });
  it('leaves only the last four of a short number', () => {
    expect(maskCardNumber('123456789')).toBe('*****6789');
  });
});

describe('rememberCard', () => {
  it('stores the card masked, newest first, per pay type', () => {
    let history = rememberCard({}, CARD_PAY_TYPE, { cardNumber: '4242424242424242', key: 'a' });
    history = rememberCard(history, CARD_PAY_TYPE, { cardNumber: '5555555555554444', key: 'b' });
    expect(cardsForPayType(history, CARD_PAY_TYPE)).toEqual([
      { cardNumber: '555555******4444', key: 'b' },
      { cardNumber: '424242******4242', key: 'a' },
    ]);
    expect(cardsForPayType(history, 23)).toEqual([]);
  });
  it('moves a reused card to the front with its new key instead of listing it twice', () => {
    let history = rememberCard({}, CARD_PAY_TYPE, { cardNumber: '4242424242424242', key: 'old' });
    history = rememberCard(history, CARD_PAY_TYPE, { cardNumber: '5555555555554444', key: 'b' });
    history = rememberCard(history, CARD_PAY_TYPE, { cardNumber: '4242 4242 4242 4242', key: 'new' });
    expect(cardsForPayType(history, CARD_PAY_TYPE).map((e) => e.key)).toEqual(['new', 'b']);
  });
  it('keeps at most the configured number of cards', () => {
    let history = {};
    for (let i = 0; i <= CARD_HISTORY_MAX_PER_PAY_TYPE; i += 1) {
      history = rememberCard(history, CARD_PAY_TYPE, { cardNumber: `4000000000000${String(i).padStart(3, '0')}`, key: String(i) });
    }
    const cards = cardsForPayType(history, CARD_PAY_TYPE);
    expect(cards).toHaveLength(CARD_HISTORY_MAX_PER_PAY_TYPE);
    expect(cards[0]?.key).toBe(String(CARD_HISTORY_MAX_PER_PAY_TYPE));
  });
  it('does not change the history it was given', () => {
    const before = { [CARD_PAY_TYPE]: [{ cardNumber: '424242******4242', key: 'a' }] };
    rememberCard(before, CARD_PAY_TYPE, { cardNumber: '5555555555554444', key: 'b' });
    expect(before[CARD_PAY_TYPE]).toHaveLength(1);
  });
});
