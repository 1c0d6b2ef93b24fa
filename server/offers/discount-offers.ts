import type { CallPeer } from '../../src/application/contracts/call/call-peer.js';
import type { PayItem } from '../../src/application/contracts/coin/pay-item.js';
import type { DiscountOffer } from '../../src/application/contracts/vip/vip-offer.js';
import { DISCOUNT_TRIGGER, PRODUCT_TYPE } from '../../src/domain/constants.js';
import type { DiscountTrigger } from '../../src/domain/offers/offer-codes.js';
import { discountOpenType, paidDiscountTip, unpaidOfferAfterPayFail } from '../../src/domain/offers/offer-types.js';
import { itemContext, type Buyer } from '../payments/buyer.js';
import { COIN_PACKAGES, offerItemsFor, type CatalogueItem } from '../payments/catalogue.js';
import { payItemOf, remainingSeconds } from '../payments/pay-items.js';
import type { PaymentsDatabase } from '../payments/payment-tables.js';
import { offerFactsOf } from './offer-facts.js';
import { canShowScenario, popupOf, scenarioFor, type OfferFacts, type OfferRequest } from './offer-scenario.js';
import { markShown, openWindow, openWindows, type OfferWindow } from './offer-windows.js';

/** A scenario that applies to the buyer, with its window. */
export interface ResolvedOffer {
  readonly sid: DiscountTrigger;
  readonly window: OfferWindow;
  readonly facts: OfferFacts;
}

const UNPAID_SIDS: ReadonlySet<number> = new Set([
  DISCOUNT_TRIGGER.unpaidNoRecharge, DISCOUNT_TRIGGER.callUp, DISCOUNT_TRIGGER.answerCall, DISCOUNT_TRIGGER.sendMessage, DISCOUNT_TRIGGER.payFail,
]);

/**
 * The discount scenario that applies now (opening its window if needed), else the most
 * recently opened window still running: an offer, once made, holds until it runs out.
 */
export async function resolveOffer(db: PaymentsDatabase, buyer: Buyer, request: OfferRequest, now: number): Promise<ResolvedOffer | null> {
  const facts = await offerFactsOf(db, buyer.user, now);
  const sid = scenarioFor(facts, request, now);
  if (sid !== null) return { sid, window: await openWindow(db, buyer.user.uid, sid, now), facts };
  const [latest] = await openWindows(db, buyer.user.uid, now);
  return latest === undefined ? null : { sid: latest.sid as DiscountTrigger, window: latest, facts };
}

/** The VIP item and the coin items a scenario sells; VIP members are offered no VIP. */
export function offerItems(sid: DiscountTrigger, buyer: Buyer): { readonly vip: CatalogueItem | null; readonly coins: readonly CatalogueItem[] } {
  const items = offerItemsFor(sid);
  return {
    vip: buyer.isVip ? null : (items.find((item) => item.productType === PRODUCT_TYPE.vip) ?? null),
    coins: items.filter((item) => item.productType === PRODUCT_TYPE.coins),
  };
}

/** The coin packages anyone may buy, as pay items. */
export function publicCoinItems(buyer: Buyer): PayItem[] {
  return COIN_PACKAGES.filter((item) => item.audience === 'all').map((item) => payItemOf(item, itemContext(buyer)));
}

/** An offer as the discount popups show it (tip type, unpaid type and open type by the domain's rules). */
export function describeOffer(buyer: Buyer, offer: ResolvedOffer, fromType: number, target: CallPeer | null, now: number): DiscountOffer {
  const remainS = remainingSeconds(offer.window.expiresAt, now);
  const items = offerItems(offer.sid, buyer);
  const vip = items.vip === null ? null : payItemOf(items.vip, itemContext(buyer, remainS));
  const sale = items.coins.map((item) => payItemOf(item, itemContext(buyer, remainS)));
  const tip = paidDiscountTip(offer.sid, { list: publicCoinItems(buyer), vip_pay_item: vip, sale_list: sale });
  return {
    sid: offer.sid,
    alert_remain_time: remainS,
    vip_pay_item: vip,
    sale_list: sale,
    list: [...tip.list],
    tips_type: tip.tips_type,
    unpaid_type: UNPAID_SIDS.has(offer.sid) ? unpaidOfferAfterPayFail(offer.facts.everPaid).type : 0,
    open_type: discountOpenType(fromType),
    is_paid: offer.facts.everPaid ? 1 : 0,
    target_info: target,
  };
}

/**
 * /vip/get-alert's decision: the popup to show now, or null — no scenario, the window has
 * run out, or the scenario showed too recently (canShowScenario). Showing it is recorded.
 */
export async function discountAlert(
  db: PaymentsDatabase,
  buyer: Buyer,
  request: OfferRequest,
  target: CallPeer | null,
  now: number,
): Promise<{ readonly func_name: ReturnType<typeof popupOf>; readonly func_data: DiscountOffer } | null> {
  const offer = await resolveOffer(db, buyer, request, now);
  if (offer === null || offer.window.expiresAt <= now || !canShowScenario(offer.sid, offer.window.lastShownAt, now)) return null;
  await markShown(db, buyer.user.uid, offer.sid, now);
  return { func_name: popupOf(offer.sid), func_data: describeOffer(buyer, offer, request.fromType ?? 0, target, now) };
}

/** Whether one of `sids`' windows is open for the user: an offer item may be bought only then, at the offer's price. */
export async function isOfferOpen(db: PaymentsDatabase, uid: number, sids: readonly number[], now: number): Promise<boolean> {
  if (sids.length === 0) return false;
  const row = await db
    .selectFrom('offer_windows')
    .select('sid')
    .where('uid', '=', uid)
    .where('sid', 'in', [...sids])
    .where('expires_at', '>', now)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The open window whose offer includes VIP, with the most time left (/vip/alert-time, /vip/callback). */
export async function openVipOffer(db: PaymentsDatabase, buyer: Buyer, now: number): Promise<{ readonly sid: DiscountTrigger; readonly item: CatalogueItem; readonly remainS: number } | null> {
  if (buyer.isVip) return null;
  const windows = await openWindows(db, buyer.user.uid, now);
  let best: { sid: DiscountTrigger; item: CatalogueItem; remainS: number } | null = null;
  for (const window of windows) {
    const item = offerItems(window.sid as DiscountTrigger, buyer).vip;
    const remainS = remainingSeconds(window.expiresAt, now);
    if (item !== null && (best === null || remainS > best.remainS)) best = { sid: window.sid as DiscountTrigger, item, remainS };
  }
  return best;
}
