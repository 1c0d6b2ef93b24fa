import { describe, expect, it } from 'vitest';
import { DISCOUNT_DEBOUNCE_MS, DISCOUNT_PAY_STATUS, DISCOUNT_TRIGGER } from '../constants';
import { canShowScheduledUnpaidOffer, shouldStorePayStatus, unpaidOfferOnReturn } from './pay-status';
import { UNPAID_OFFER_TYPE } from './offer-codes';

describe('shouldStorePayStatus', () => {
  it('stores a started payment only when no discount popup is open', () => {
    expect(shouldStorePayStatus(DISCOUNT_PAY_STATUS.started, false)).toBe(true);
    expect(shouldStorePayStatus(DISCOUNT_PAY_STATUS.started, true)).toBe(false);
  });
  it('always stores a finished payment and never an unknown status', () => {
    expect(shouldStorePayStatus(DISCOUNT_PAY_STATUS.done, true)).toBe(true);
    expect(shouldStorePayStatus(7, false)).toBe(false);
  });
});

describe('unpaidOfferOnReturn', () => {
  it('schedules the pay-fail offer after the debounce when the payment was left started', () => {
    expect(unpaidOfferOnReturn(DISCOUNT_PAY_STATUS.started, false))
      .toEqual({ type: UNPAID_OFFER_TYPE.neverPaid, reason: DISCOUNT_TRIGGER.payFail, delayMs: DISCOUNT_DEBOUNCE_MS });
  });
  it('schedules nothing after a finished payment or none', () => {
    expect(unpaidOfferOnReturn(DISCOUNT_PAY_STATUS.done, true)).toBeNull();
    expect(unpaidOfferOnReturn(null, true)).toBeNull();
  });
});

describe('canShowScheduledUnpaidOffer', () => {
  it('holds the offer back while a call, coin-payment or pay-result screen is open', () => {
    expect(['call', 'coinsPayment', 'payResult'].map((s) => canShowScheduledUnpaidOffer(['home', s]))).toEqual([false, false, false]);
    expect(canShowScheduledUnpaidOffer(['home', 'chat'])).toBe(true);
  });
});
