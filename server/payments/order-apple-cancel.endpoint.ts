import { orderAppleCancelContract } from '../../src/application/contracts/order-apple/cancel.contract.js';
import type { PaymentStatus } from '../../src/domain/payments/payment-codes.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { PAYMENT_PROVIDER } from '../../src/domain/payments/payment-codes.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { PaymentsDeps } from './payments-deps.js';
import { findOrderOf } from './payments-queries.js';
import { settleOrder } from './settle-order.js';

/** /order-apple/cancel: the store purchase did not happen; a pending store order becomes cancelled. Answers its status. */
export const orderAppleCancelEndpoint = (deps: PaymentsDeps) =>
  defineEndpoint(orderAppleCancelContract, { auth: 'required' }, async (payload, caller) => {
    const order = await findOrderOf(deps.pdb, payload.tran_no, caller.uid);
    if (order === undefined || order.pay_type !== PAYMENT_PROVIDER.official) return refuse(RESULT_ERROR, 'ORDER.NOT_FOUND');
    const reason = payload.errorCode ?? payload.status ?? '';
    const outcome = await settleOrder(deps, order.order_no, { state: 'cancelled', failure: `store:${reason}` });
    return { ok: RESULT_SUCCESS, data: { status: (outcome.order?.status ?? 0) as PaymentStatus } };
  });
