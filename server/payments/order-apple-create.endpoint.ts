import { orderAppleCreateContract } from '../../src/application/contracts/order-apple/create.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { PAYMENT_PROVIDER } from '../../src/domain/payments/payment-codes.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { currencyForCountry } from './buyer-currency.js';
import { refuse } from '../api/refuse.js';
import { insertOrder } from './create-order.js';
import type { PaymentsDeps } from './payments-deps.js';
import { buyerRow } from './payments-queries.js';
import { checkEligibility } from './purchase-eligibility.js';

/** /order-apple/create: a pending store order; its number (`tran_no`) is the account token the store purchase carries. */
export const orderAppleCreateEndpoint = (deps: PaymentsDeps) =>
  defineEndpoint(orderAppleCreateContract, { auth: 'required' }, async (payload, caller) => {
    const now = deps.clock.now();
    const eligible = await checkEligibility(deps.pdb, caller.uid, payload.goods_id, payload.product_type, now);
    if (!eligible.ok) return refuse(RESULT_ERROR, eligible.code);
    if (eligible.item.prices.USD === 0) return refuse(RESULT_ERROR, 'ORDER.NOT_DIRECT');
    const user = await buyerRow(deps.pdb, caller.uid);
    const fromType = payload.from_type === undefined ? null : String(payload.from_type);
    const fromId = payload.from_id === undefined ? null : String(payload.from_id);
    const order = await insertOrder(deps.pdb, {
      uid: caller.uid, item: eligible.item, payType: PAYMENT_PROVIDER.official, payPlatform: null,
      currency: currencyForCountry(user.country_code), context: { fromType, fromId, sid: null }, returnUrl: null,
    }, now);
    return { ok: RESULT_SUCCESS, data: { ok: 1 as const, tran_no: order.order_no } };
  });
