import { orderCreateContract } from '../../../src/application/contracts/order/create.contract.js';
import { RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { defineCall, type CallDefinition } from '../../api/call-registry.js';
import { refusal } from '../call-helpers.js';
import { openCardCheckout } from '../open-card-checkout.js';
import type { PaymentsDeps } from '../payments-deps.js';

/** /order/create: a pending order and the provider's hosted checkout page to send the browser to. */
export function orderCreateCall(deps: PaymentsDeps): CallDefinition {
  return defineCall(orderCreateContract, { auth: 'required' }, async (_ctx, payload, caller) => {
    const opened = await openCardCheckout(deps, caller.uid, payload, null);
    if (!opened.ok) return refusal(opened.code);
    return { ok: RESULT_SUCCESS, data: { redirect_url: opened.checkoutUrl, order_no: opened.order.order_no, transaction_id: opened.transactionId } };
  });
}
