import { orderAppleCancelContract } from '../../../src/application/contracts/order-apple/cancel.contract.js';
import type { PaymentStatus } from '../../../src/domain/payments/payment-codes.js';
import { RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { defineCall, type CallDefinition } from '../../api/call-registry.js';
import { refusal } from '../call-helpers.js';
import type { PaymentsDeps } from '../payments-deps.js';
import { settleOrder } from '../settle-order.js';
import { PAYMENT_PROVIDER } from '../../../src/domain/payments/payment-codes.js';

/** /order-apple/cancel: the store purchase did not happen; a pending store order becomes cancelled. Answers its status. */
export function orderAppleCancelCall(deps: PaymentsDeps): CallDefinition {
  return defineCall(orderAppleCancelContract, { auth: 'required' }, async (_ctx, payload, caller) => {
    const order = await deps.pdb
      .selectFrom('orders')
      .select('order_no')
      .where('order_no', '=', payload.tran_no)
      .where('uid', '=', caller.uid)
      .where('pay_type', '=', PAYMENT_PROVIDER.official)
      .executeTakeFirst();
    if (order === undefined) return refusal('ORDER.NOT_FOUND');
    const reason = payload.errorCode ?? payload.status ?? '';
    const outcome = await settleOrder(deps, order.order_no, { state: 'cancelled', failure: `store:${reason}` });
    return { ok: RESULT_SUCCESS, data: { status: (outcome.order?.status ?? 0) as PaymentStatus } };
  });
}
