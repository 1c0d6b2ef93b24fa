import { payStartContract } from '../../src/application/contracts/pay/start.contract.js';
import { CARD_PAY_TYPE, RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { formatMinorUnits } from '../../src/domain/payments/currency.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { ORDER_STATUS } from './order-state.js';
import type { PaymentsDeps } from './payments-deps.js';
import { findOrderOf } from './payments-queries.js';

/**
 * /pay/start: an access token from the provider for the caller's pending card order, and
 * the checkout library's configuration (000 §3 payment library entities). Refused for an
 * order that is not the caller's (ORDER.NOT_FOUND), already settled (ORDER.NOT_PENDING),
 * or not a card order (ORDER.PAY_TYPE).
 */
export const payStartEndpoint = (deps: PaymentsDeps) =>
  defineEndpoint(payStartContract, { auth: 'required' }, async (payload, caller) => {
    const order = await findOrderOf(deps.pdb, payload.order_no, caller.uid);
    if (order === undefined) return refuse(RESULT_ERROR, 'ORDER.NOT_FOUND');
    if (order.status !== ORDER_STATUS.pending) return refuse(RESULT_ERROR, 'ORDER.NOT_PENDING');
    if (payload.pay_type !== CARD_PAY_TYPE || order.pay_type !== CARD_PAY_TYPE || order.provider_ref === null) return refuse(RESULT_ERROR, 'ORDER.PAY_TYPE');
    const issued = await deps.provider.accessToken(order.provider_ref);
    if (!issued.ok) return refuse(RESULT_ERROR, 'PAY.PROVIDER_UNAVAILABLE');
    const { merchant } = deps.provider;
    return {
      ok: RESULT_SUCCESS,
      data: {
        token: issued.value.token,
        expires_at: issued.value.expiresAt,
        transaction_id: order.provider_ref,
        provider_url: merchant.publicUrl,
        merchant_no: merchant.merchantNo,
        merchant_origin: merchant.merchantOrigin,
        merchant_name: merchant.merchantName,
        amount: formatMinorUnits(order.amount_cents, order.currency),
        currency: order.currency,
        environment: 'TEST' as const,
        user_id: String(caller.uid),
      },
    };
  });
