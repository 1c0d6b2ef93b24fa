import { describe, expect, it } from 'vitest';
import { paymentCheckRoute } from './payment-codes';

describe('paymentCheckRoute', () => {
  it('routes 1, 2 and 10 to the coin-payment page, in-app purchase and direct pay', () => {
    expect([1, 2, 10].map(paymentCheckRoute)).toEqual(['coinsPaymentPage', 'inAppPurchase', 'payDirect']);
  });
  it('opens the pay-method popup for any other code', () => {
    expect([0, 3, 9, 11, -1].map(paymentCheckRoute)).toEqual(Array(5).fill('payMethodPopup'));
  });
});
