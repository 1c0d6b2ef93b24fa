import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { CARD_PAY_TYPE, IN_PAGE_CARD_FLOW, RECHARGE_FROM_TYPE } from '../../domain/constants';
import { HOSTED_CARD_FLOW } from '../../domain/payments/payment-codes';
import type { PayItem } from '../contracts/coin/pay-item';
import { isFollowableUrl, needsRedirect, redirectReturnPath, rememberRedirect, takeRememberedRedirect } from './redirect-checkout';

describe('the redirect card flow', () => {
  it('is for card packages outside the in-page values (2, 3) only', () => {
    expect(needsRedirect({ pay_type: CARD_PAY_TYPE, is_direct_card: HOSTED_CARD_FLOW })).toBe(true);
    expect(needsRedirect({ pay_type: CARD_PAY_TYPE, is_direct_card: IN_PAGE_CARD_FLOW.withBrowserFields })).toBe(false);
    expect(needsRedirect({ pay_type: CARD_PAY_TYPE, is_direct_card: IN_PAGE_CARD_FLOW.plain })).toBe(false);
    expect(needsRedirect({ pay_type: CARD_PAY_TYPE + 1, is_direct_card: HOSTED_CARD_FLOW })).toBe(false);
  });

  it('follows only http(s) addresses and paths of this site', () => {
    expect(isFollowableUrl('https://pay.example/checkout/1')).toBe(true);
    expect(isFollowableUrl('/sandbox-pay/checkout/txn_1')).toBe(true);
    expect(isFollowableUrl('javascript:alert(1)')).toBe(false);
    expect(isFollowableUrl('//evil.example/x')).toBe(false);
    expect(isFollowableUrl('data:text/html,x')).toBe(false);
  });

  it('returns to the wait page naming the package, and remembers the request for that order only, once', () => {
    const item = { goods_id: 'coins_300', product_type: 1 } as PayItem;
    const request = { item, fromType: RECHARGE_FROM_TYPE.rechargeBoxClick };
    expect(redirectReturnPath(request)).toBe('/#/pages/payment/payment-wait?goods_id=coins_300&product_type=1&origin=101');
    const storage = new InMemoryStorage();
    rememberRedirect(storage, 7, 'GL1', request);
    expect(takeRememberedRedirect(storage, 7, 'GL2')).toBeNull();
    expect(takeRememberedRedirect(storage, 8, 'GL1')).toBeNull();
    expect(takeRememberedRedirect(storage, 7, 'GL1')).toEqual(request);
    expect(takeRememberedRedirect(storage, 7, 'GL1')).toBeNull();
  });
});
