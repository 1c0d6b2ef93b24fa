import { vipCallbackContract } from '../../src/application/contracts/vip/callback.contract.js';
import { RESULT_LOGOUT, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { openVipOffer } from '../offers/discount-offers.js';
import { itemContext, loadBuyer } from '../payments/buyer.js';
import { VIP_PACKAGES } from '../payments/catalogue.js';
import { payItemOf } from '../payments/pay-items.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import { grantDueVipCoins } from './grant-vip-coins.js';
import { VIP_BENEFITS } from './vip-benefits.js';

const VIP_GRANTS_PER_CALL = 12;

/**
 * /vip/callback: the VIP dialog — the open VIP discount first (with its time left), then
 * the VIP packages, the benefits, and the caller's VIP state (a member sees the same
 * packages: buying again extends the membership).
 */
export const vipCallbackEndpoint = (deps: PaymentsDeps) =>
  defineEndpoint(vipCallbackContract, { auth: 'required' }, async (payload, caller) => {
    const now = deps.clock.now();
    await grantDueVipCoins(deps, now, VIP_GRANTS_PER_CALL, caller.uid);
    const buyer = await loadBuyer(deps.pdb, caller.uid, caller.userAgent, now);
    if (buyer === undefined) return refuse(RESULT_LOGOUT, 'This account no longer exists');
    const offer = await openVipOffer(deps.pdb, buyer, now);
    const standard = VIP_PACKAGES.filter((item) => item.audience === 'all').map((item) => payItemOf(item, itemContext(buyer)));
    return {
      ok: RESULT_SUCCESS,
      data: {
        list: offer === null ? standard : [payItemOf(offer.item, itemContext(buyer, offer.remainS)), ...standard],
        benefits_list: VIP_BENEFITS.map((benefit) => ({ ...benefit })),
        alert_remain_time: offer?.remainS ?? 0,
        from_type: String(payload.from_type ?? ''),
        from_id: String(payload.from_id ?? ''),
        is_vip: buyer.isVip ? (1 as const) : (0 as const),
        vip_exp: buyer.user.vip_expires_at ?? 0,
      },
    };
  });
