import { vipGetAlertContract } from '../../src/application/contracts/vip/get-alert.contract.js';
import { RESULT_LOGOUT, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { discountAlert } from '../offers/discount-offers.js';
import { loadBuyer } from '../payments/buyer.js';
import { numericCode, targetCard } from '../payments/recharge-target.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import { parseRechargeContext } from '../payments/recharge-context.js';

/**
 * /vip/get-alert: the discount popup to show now, if any (server/offers: the scenario, its
 * window and the frequency rules); `vip_alert` null otherwise. The trigger is `type`,
 * else `sid`, else the recharge context in `extra`.
 */
export const vipGetAlertEndpoint = (deps: PaymentsDeps) =>
  defineEndpoint(vipGetAlertContract, { auth: 'required' }, async (payload, caller) => {
    const now = deps.clock.now();
    const buyer = await loadBuyer(deps.pdb, caller.uid, caller.userAgent, now);
    if (buyer === undefined) return refuse(RESULT_LOGOUT, 'This account no longer exists');
    const context = parseRechargeContext(payload.extra);
    const trigger = payload.type || payload.sid || context.sid || undefined;
    const fromType = numericCode(payload.from_type ?? context.fromType);
    const target = await targetCard(deps.pdb, payload.from_id ?? context.fromId, caller.uid, now);
    const alert = await discountAlert(deps.pdb, buyer, { ...(trigger !== undefined && { trigger }), ...(fromType !== undefined && { fromType }) }, target, now);
    return { ok: RESULT_SUCCESS, data: { vip_alert: alert } };
  });
