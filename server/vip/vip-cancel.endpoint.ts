import { vipCancelContract } from '../../src/application/contracts/vip/cancel.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import { cancelSubscription } from './subscriptions/cancel-subscription.js';
import { subscriptionStatus } from './subscriptions/subscription-status.js';

/** /vip/cancel: no more renewals; VIP to the end of the paid period. VIP.NOT_SUBSCRIBED when there is nothing to cancel. */
export const vipCancelEndpoint = (deps: PaymentsDeps) =>
  defineEndpoint(vipCancelContract, { auth: 'required' }, async (_payload, caller) => {
    const now = deps.clock.now();
    const cancelled = await cancelSubscription(deps.db, caller.uid, now);
    if (!cancelled.ok) return refuse(RESULT_ERROR, cancelled.code);
    return { ok: RESULT_SUCCESS, data: await subscriptionStatus(deps.db, caller.uid, now) };
  });
