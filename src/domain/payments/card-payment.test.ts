import { describe, expect, it } from 'vitest';
import { CARD_PAY_TYPE, PAYMENT_PROVIDER } from '../constants';
import { canAttemptCardPayment } from './card-payment';

describe('canAttemptCardPayment', () => {
  it('attempts a card payment for pay type 22 with extra data', () => {
    expect(canAttemptCardPayment(CARD_PAY_TYPE, '{"token":"t"}')).toBe(true);
    expect(canAttemptCardPayment(CARD_PAY_TYPE, { token: 't' })).toBe(true);
  });
  it('does not start without extra data', () => {
    for (const extra of ['', '   ', {}, [], null, undefined]) expect(canAttemptCardPayment(CARD_PAY_TYPE, extra)).toBe(false);
  });
  it('does not start for the official store pay type', () => {
    expect(canAttemptCardPayment(PAYMENT_PROVIDER.official, { token: 't' })).toBe(false);
  });
});
