import { vipSubscriptionContract } from '../../src/application/contracts/vip/subscription.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import { subscriptionStatus } from './subscriptions/subscription-status.js';

/** /vip/subscription: the caller's VIP card subscription (renewal date, retrying, ending). */
export const vipSubscriptionEndpoint = (deps: PaymentsDeps) =>
  defineEndpoint(vipSubscriptionContract, { auth: 'required' }, async (_payload, caller) => ({
    ok: RESULT_SUCCESS,
    data: await subscriptionStatus(deps.db, caller.uid, deps.clock.now()),
  }));
