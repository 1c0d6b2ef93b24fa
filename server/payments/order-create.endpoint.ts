import { orderCreateContract } from '../../src/application/contracts/order/create.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { openCardCheckout } from './open-card-checkout.js';
import type { PaymentsDeps } from './payments-deps.js';

/** /order/create: a pending order and the provider's hosted checkout page to send the browser to. */
export const orderCreateEndpoint = (deps: PaymentsDeps) =>
  defineEndpoint(orderCreateContract, { auth: 'required' }, async (payload, caller) => {
    const opened = await openCardCheckout(deps, caller.uid, payload, null);
    if (!opened.ok) return refuse(RESULT_ERROR, opened.code);
    return { ok: RESULT_SUCCESS, data: { redirect_url: opened.checkoutUrl, order_no: opened.order.order_no, transaction_id: opened.transactionId } };
  });
