import { vipSubscriptionContract } from '../../../src/application/contracts/vip/subscription.contract.js';
import { RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { defineCall, type CallDefinition } from '../../api/call-registry.js';
import type { PaymentsDeps } from '../../payments/payments-deps.js';
import { subscriptionStatus } from '../subscriptions/subscription-status.js';

/** /vip/subscription: the caller's VIP card subscription (renewal date, retrying, ending). */
export function vipSubscriptionCall(deps: PaymentsDeps): CallDefinition {
  return defineCall(vipSubscriptionContract, { auth: 'required' }, async (_ctx, _payload, caller) => ({
    ok: RESULT_SUCCESS,
    data: await subscriptionStatus(deps.db, caller.uid, deps.clock.now()),
  }));
}
