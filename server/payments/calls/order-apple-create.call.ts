import { orderAppleCreateContract } from '../../../src/application/contracts/order-apple/create.contract.js';
import { RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { defineCall, type CallDefinition } from '../../api/call-registry.js';
import { currencyForCountry } from '../buyer-currency.js';
import { refusal } from '../call-helpers.js';
import { insertOrder } from '../create-order.js';
import type { PaymentsDeps } from '../payments-deps.js';
import { checkEligibility } from '../purchase-eligibility.js';
import { PAYMENT_PROVIDER } from '../../../src/domain/payments/payment-codes.js';

/** /order-apple/create: a pending store order; its number (`tran_no`) is the account token the store purchase carries. */
export function orderAppleCreateCall(deps: PaymentsDeps): CallDefinition {
  return defineCall(orderAppleCreateContract, { auth: 'required' }, async (_ctx, payload, caller) => {
    const now = deps.clock.now();
    const eligible = await checkEligibility(deps.pdb, caller.uid, payload.goods_id, payload.product_type, now);
    if (!eligible.ok) return refusal(eligible.code);
    if (eligible.item.prices.USD === 0) return refusal('ORDER.NOT_DIRECT');
    const user = await deps.pdb.selectFrom('users').select('country_code').where('uid', '=', caller.uid).executeTakeFirstOrThrow();
    const fromType = payload.from_type === undefined ? null : String(payload.from_type);
    const fromId = payload.from_id === undefined ? null : String(payload.from_id);
    const order = await insertOrder(deps.pdb, {
      uid: caller.uid, item: eligible.item, payType: PAYMENT_PROVIDER.official, payPlatform: null,
      currency: currencyForCountry(user.country_code), context: { fromType, fromId, sid: null }, returnUrl: null,
    }, now);
    return { ok: RESULT_SUCCESS, data: { ok: 1 as const, tran_no: order.order_no } };
  });
}
