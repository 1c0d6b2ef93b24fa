import { orderCheckContract } from '../../src/application/contracts/order/check.contract.js';
import { CARD_PAY_TYPE, RESULT_ERROR } from '../../src/domain/constants.js';
import { PAYMENT_CHECK_RESULT, PAYMENT_PROVIDER } from '../../src/domain/payments/payment-codes.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { clientPlatform, type ClientPlatform } from './client-platform.js';
import type { PaymentsDeps } from './payments-deps.js';
import { checkEligibility } from './purchase-eligibility.js';

/** The route of a paid purchase by platform: the store in the native shell, wallet or card on a phone's browser, the card page elsewhere. */
function routeOf(platform: ClientPlatform): { readonly code: number; readonly payType: number } {
  switch (platform) {
    case 'native-ios':
    case 'native-android':
      return { code: PAYMENT_CHECK_RESULT.inAppPurchase, payType: PAYMENT_PROVIDER.official };
    case 'ios':
    case 'android':
      return { code: PAYMENT_CHECK_RESULT.payMethodPopup, payType: CARD_PAY_TYPE };
    case 'desktop':
      return { code: PAYMENT_CHECK_RESULT.coinsPaymentPage, payType: CARD_PAY_TYPE };
  }
}

/**
 * /order/check: may the caller buy this package, and how. The answer's `ok` is the route
 * (000 §4): 10 for the free package (pay directly), else by platform.
 */
export const orderCheckEndpoint = (deps: PaymentsDeps) =>
  defineEndpoint(orderCheckContract, { auth: 'required' }, async (payload, caller) => {
    const eligible = await checkEligibility(deps.pdb, caller.uid, payload.goods_id, payload.product_type, deps.clock.now());
    if (!eligible.ok) return refuse(RESULT_ERROR, eligible.code);
    const route = eligible.item.prices.USD === 0 ? { code: PAYMENT_CHECK_RESULT.payDirect, payType: 0 } : routeOf(clientPlatform(caller.userAgent));
    return { ok: route.code, data: { goods_id: payload.goods_id, product_type: payload.product_type, pay_type: route.payType } };
  });
