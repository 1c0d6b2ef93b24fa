import { vipAlertTimeContract } from '../../../src/application/contracts/vip/alert-time.contract.js';
import { RESULT_LOGOUT, RESULT_SUCCESS } from '../../../src/domain/constants.js';
import { defineCall, type CallDefinition } from '../../api/call-registry.js';
import { openVipOffer } from '../../offers/discount-offers.js';
import { loadBuyer } from '../../payments/buyer.js';
import type { PaymentsDeps } from '../../payments/payments-deps.js';

/** /vip/alert-time: seconds left on the caller's open VIP discount (0 when there is none) and its scenario. */
export function vipAlertTimeCall(deps: PaymentsDeps): CallDefinition {
  return defineCall(vipAlertTimeContract, { auth: 'required' }, async (_ctx, _payload, caller) => {
    const now = deps.clock.now();
    const buyer = await loadBuyer(deps.pdb, caller.uid, caller.userAgent, now);
    if (buyer === undefined) return { ok: RESULT_LOGOUT, msg: 'This account no longer exists' };
    const offer = await openVipOffer(deps.pdb, buyer, now);
    return { ok: RESULT_SUCCESS, data: { alert_remain_time: offer?.remainS ?? 0, sid: offer?.sid ?? 0 } };
  });
}
