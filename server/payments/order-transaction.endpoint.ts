import { orderTransactionContract } from '../../src/application/contracts/order/transaction.contract.js';
import { IN_PAGE_CARD_FLOW, RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { openCardCheckout } from './open-card-checkout.js';
import type { PaymentsDeps } from './payments-deps.js';

/**
 * /order/transaction: the in-page card flow — a pending order and its card transaction at
 * the provider, with the browser fields for the 3-D Secure risk check when
 * is_direct_card is 2.
 */
export const orderTransactionEndpoint = (deps: PaymentsDeps) =>
  defineEndpoint(orderTransactionContract, { auth: 'required' }, async (payload, caller) => {
    const { is_direct_card: flow, java_enabled, color_depth, screen_height, screen_width, timezone_offset, user_agent, language, ...order } = payload;
    const browser = flow === IN_PAGE_CARD_FLOW.withBrowserFields
      ? { java_enabled: java_enabled === true || java_enabled === 1, color_depth, screen_height, screen_width, timezone_offset, user_agent, language }
      : null;
    const opened = await openCardCheckout(deps, caller.uid, order, browser);
    if (!opened.ok) return refuse(RESULT_ERROR, opened.code);
    return { ok: RESULT_SUCCESS, data: { transaction_id: opened.transactionId, order_no: opened.order.order_no } };
  });
