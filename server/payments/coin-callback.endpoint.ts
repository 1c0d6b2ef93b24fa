import { coinCallbackContract } from '../../src/application/contracts/coin/callback.contract.js';
import { DISCOUNT_TRIGGER, FREE_COINS_PER_CLAIM, RESULT_LOGOUT, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { paidDiscountTip } from '../../src/domain/offers/offer-types.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { describeOffer, publicCoinItems, resolveOffer } from '../offers/discount-offers.js';
import { grantDueVipCoins } from '../vip/grant-vip-coins.js';
import { itemContext, loadBuyer } from './buyer.js';
import { numericCode, targetCard } from './recharge-target.js';
import { COIN_PACKAGES, VIP_PACKAGES } from './catalogue.js';
import { freeCoinsAfterTime } from './free-coins.js';
import { payItemOf } from './pay-items.js';
import type { PaymentEndpointDeps } from './payments-deps.js';
import { checkEligibility } from './purchase-eligibility.js';
import { encodeRechargeContext, parseRechargeContext } from './recharge-context.js';

const VIP_GRANTS_PER_CALL = 12;
const STANDARD_VIP = VIP_PACKAGES.find((item) => item.audience === 'all' && item.months === 1);
const FREE_PACKAGES = COIN_PACKAGES.filter((item) => item.audience === 'once');

/**
 * /coin/callback: the recharge popup. The packages anyone may buy (and the free one until
 * it is taken), hot ones first in merge_list; the discount scenario the user is in, with
 * its sale items, VIP offer and time left; the standard VIP offer otherwise (none for VIP
 * members); the free-coins card; the target user; and the context to send back with the
 * purchase. Opened from the VIP-expired popup (sid 8) the coin list is emptied, as the
 * paid popup's tip type 4 says.
 */
export const coinCallbackEndpoint = (deps: PaymentEndpointDeps) =>
  defineEndpoint(coinCallbackContract, { auth: 'required' }, async (payload, caller) => {
    const now = deps.clock.now();
    await grantDueVipCoins(deps, now, VIP_GRANTS_PER_CALL, caller.uid);
    const buyer = await loadBuyer(deps.pdb, caller.uid, caller.userAgent, now);
    if (buyer === undefined) return refuse(RESULT_LOGOUT, 'This account no longer exists');
    const context = parseRechargeContext(payload.extra);
    const fromType = numericCode(payload.from_type ?? context.fromType);
    const fromId = payload.from_id ?? context.fromId ?? '';
    const trigger = context.sid ?? undefined;

    const [offer, target, afterTime, balance, freebies] = await Promise.all([
      resolveOffer(deps.pdb, buyer, { ...(trigger !== undefined && { trigger }), ...(fromType !== undefined && { fromType }) }, now),
      targetCard(deps.pdb, fromId, caller.uid, now),
      freeCoinsAfterTime(deps.db, caller.uid, now),
      deps.ledger.balanceOf(caller.uid),
      Promise.all(FREE_PACKAGES.map(async (item) => ((await checkEligibility(deps.pdb, caller.uid, item.goodsId, item.productType, now)).ok ? [item] : []))),
    ]);
    const described = offer !== null && offer.window.expiresAt > now ? describeOffer(buyer, offer, fromType ?? 0, target, now) : null;
    const packages = [...publicCoinItems(buyer), ...freebies.flat().map((item) => payItemOf(item, itemContext(buyer)))];
    const list = described?.sid === DISCOUNT_TRIGGER.vipExpired && trigger === DISCOUNT_TRIGGER.vipExpired ? [] : packages;
    const vipItem = buyer.isVip ? null : (described?.vip_pay_item ?? (STANDARD_VIP === undefined ? null : payItemOf(STANDARD_VIP, itemContext(buyer))));
    const saleList = described?.sale_list ?? [];
    const hot = list.filter((item) => item.is_hot === 1);
    const params: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(payload)) if (key !== 'extra' && (typeof value === 'string' || typeof value === 'number')) params[key] = value;
    const sid = described?.sid ?? 0;

    return {
      ok: RESULT_SUCCESS,
      data: {
        list,
        vip_pay_item: vipItem,
        sale_pay_item: saleList[0] ?? null,
        hot_list: hot,
        free_coins: { coins: FREE_COINS_PER_CLAIM, after_time: afterTime },
        params,
        extra: encodeRechargeContext({ from_id: String(fromId), from_type: String(payload.from_type ?? context.fromType ?? ''), sid }),
        merge_list: [...hot, ...list.filter((item) => item.is_hot !== 1)],
        sale_list: saleList,
        tips_type: described?.tips_type ?? paidDiscountTip(0, { list, vip_pay_item: vipItem, sale_list: saleList }).tips_type,
        target_info: target,
        order_from: String(payload.order_source ?? ''),
        sid,
        alert_remain_time: described?.alert_remain_time ?? 0,
        balance,
        is_vip: buyer.isVip ? (1 as const) : (0 as const),
      },
    };
  });
