import { describe, expect, it } from 'vitest';
import { DISCOUNT_TRIGGER, PAID_TIP_TYPE, RECHARGE_FROM_TYPE } from '../constants';
import { discountOpenType, paidDiscountTip, unpaidOfferAfterPayFail } from './offer-types';
import { DISCOUNT_OPEN_TYPE, UNPAID_OFFER_TYPE } from './offer-codes';

const list = [{ id: 1 }, { id: 2 }];

describe('paidDiscountTip', () => {
  it('uses tip 4 and empties the pay list for the VIP-expired scenario, even with a VIP offer', () => {
    expect(paidDiscountTip(DISCOUNT_TRIGGER.vipExpired, { list, vip_pay_item: { id: 9 }, sale_list: [1] }))
      .toEqual({ tips_type: PAID_TIP_TYPE.vipExpired, list: [] });
  });
  it('prefers the VIP offer, then the sale list, then the plain tip', () => {
    const sid = DISCOUNT_TRIGGER.paidRecharge;
    expect(paidDiscountTip(sid, { list, vip_pay_item: { id: 9 }, sale_list: [1] }).tips_type).toBe(PAID_TIP_TYPE.vipOffer);
    expect(paidDiscountTip(sid, { list, vip_pay_item: null, sale_list: [1] }).tips_type).toBe(PAID_TIP_TYPE.saleList);
    expect(paidDiscountTip(sid, { list, sale_list: [] }).tips_type).toBe(PAID_TIP_TYPE.plain);
    expect(paidDiscountTip(sid, { list }).list).toBe(list);
  });
});

describe('unpaidOfferAfterPayFail', () => {
  it('offers type 3 to someone who paid before and type 2 otherwise, both for a failed payment', () => {
    expect(unpaidOfferAfterPayFail(true)).toEqual({ type: UNPAID_OFFER_TYPE.everPaid, reason: DISCOUNT_TRIGGER.payFail });
    expect(unpaidOfferAfterPayFail(false)).toEqual({ type: UNPAID_OFFER_TYPE.neverPaid, reason: DISCOUNT_TRIGGER.payFail });
  });
});

describe('discountOpenType', () => {
  it('is 2 for a tap on the recharge box and 1 for anything else', () => {
    expect(discountOpenType(RECHARGE_FROM_TYPE.rechargeBoxClick)).toBe(DISCOUNT_OPEN_TYPE.rechargeBoxClick);
    expect(discountOpenType(RECHARGE_FROM_TYPE.rechargeBoxClick + 1)).toBe(DISCOUNT_OPEN_TYPE.auto);
  });
});
