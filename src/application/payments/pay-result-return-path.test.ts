import { describe, expect, it } from 'vitest';
import { CARD_PAY_TYPE, RECHARGE_FROM_TYPE } from '../../domain';
import { payResultReturnPath } from './pay-result-return-path';

describe('payResultReturnPath', () => {
  it('sends the browser back to the pay-result page with the card pay type and where the checkout started', () => {
    expect(payResultReturnPath({ fromType: RECHARGE_FROM_TYPE.rechargeBoxClick })).toBe(
      `/#/pages/payment/pay-result?pay_type=${CARD_PAY_TYPE}&origin=${RECHARGE_FROM_TYPE.rechargeBoxClick}`,
    );
  });
});
