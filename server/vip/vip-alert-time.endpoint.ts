import { vipAlertTimeContract } from '../../src/application/contracts/vip/alert-time.contract.js';
import { RESULT_LOGOUT, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { openVipOffer } from '../offers/discount-offers.js';
import { loadBuyer } from '../payments/buyer.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';

/** /vip/alert-time: seconds left on the caller's open VIP discount (0 when there is none) and its scenario. */
export const vipAlertTimeEndpoint = (deps: PaymentsDeps) =>
  defineEndpoint(vipAlertTimeContract, { auth: 'required' }, async (_payload, caller) => {
    const now = deps.clock.now();
    const buyer = await loadBuyer(deps.pdb, caller.uid, caller.userAgent, now);
    if (buyer === undefined) return refuse(RESULT_LOGOUT, 'This account no longer exists');
    const offer = await openVipOffer(deps.pdb, buyer, now);
    return { ok: RESULT_SUCCESS, data: { alert_remain_time: offer?.remainS ?? 0, sid: offer?.sid ?? 0 } };
  });
