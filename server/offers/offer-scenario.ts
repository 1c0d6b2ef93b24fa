import {
  DISCOUNT_OFFER_WINDOW_MS,
  DISCOUNT_TRIGGER,
  MS_PER_DAY,
  PAID_NO_RECHARGE_AFTER_MS,
  RECHARGE_FROM_TYPE,
} from '../../src/domain/constants.js';
import type { DiscountTrigger } from '../../src/domain/offers/offer-codes.js';
import {
  canShowUninstallProtection,
  canShowUnpaidOffer,
  canShowVipExpiredPopup,
} from '../../src/domain/offers/popup-frequency.js';

/** What the discount engine knows about a user (ADR 0005, "Offers"). */
export interface OfferFacts {
  /** Has ever paid (recharge_money above 0). */
  readonly everPaid: boolean;
  readonly lastPaidAt: number | null;
  readonly isVip: boolean;
  /** When their VIP ran out, if it has (null: VIP now or never). */
  readonly vipExpiredAt: number | null;
  /** When their last payment failed, was cancelled or timed out. */
  readonly lastPayFailAt: number | null;
}

/** Why an offer is being asked for: an explicit trigger type (sid) and/or the recharge source. */
export interface OfferRequest {
  readonly trigger?: number;
  readonly fromType?: number;
}

const T = DISCOUNT_TRIGGER;

/**
 * Uninstall protection (trigger 9) is a stay offer for a customer who is leaving, and the
 * client's word is all that says someone is leaving: so it goes only to someone who has
 * paid before (an account is free to make; a never-paid one has the unpaid offers) and
 * not within this long (someone who just paid is not leaving, and the stay offer cannot
 * be bought back to back).
 */
export const UNINSTALL_OFFER_QUIET_MS = 7 * MS_PER_DAY;

function leavingCustomer(facts: OfferFacts, now: number): boolean {
  return facts.everPaid && (facts.lastPaidAt === null || now - facts.lastPaidAt >= UNINSTALL_OFFER_QUIET_MS);
}

/** The unpaid scenario of a recharge source: where a user with no coins got stuck. */
function unpaidScenario(fromType: number | undefined): DiscountTrigger {
  switch (fromType) {
    case RECHARGE_FROM_TYPE.callNoCoins:
      return T.callUp;
    case RECHARGE_FROM_TYPE.answerNoCoins:
      return T.answerCall;
    case RECHARGE_FROM_TYPE.messageNoCoins:
      return T.sendMessage;
    default:
      return T.unpaidNoRecharge;
  }
}

const UNPAID_TRIGGERS: ReadonlySet<number> = new Set([T.unpaidNoRecharge, T.callUp, T.answerCall, T.sendMessage]);

/**
 * The discount scenario a user is in (the nine trigger types of 000 §3). An explicit
 * uninstall or pay-fail trigger wins when the facts bear it out (a pay-fail offer needs a
 * payment that failed within the offer window, an uninstall one a leavingCustomer);
 * otherwise it opens nothing. A lapsed VIP gets the VIP-expired offer;
 * a user who never paid gets the unpaid scenario of where they got stuck; a paying user
 * gets the paid-recharge offer when recharging and the paid-no-recharge one after a week
 * without paying. VIP members get no discount but the uninstall one.
 */
export function scenarioFor(facts: OfferFacts, request: OfferRequest, now: number): DiscountTrigger | null {
  const { trigger, fromType } = request;
  if (trigger === T.uninstall) return leavingCustomer(facts, now) ? T.uninstall : null;
  if (trigger === T.payFail) return facts.lastPayFailAt !== null && now - facts.lastPayFailAt <= DISCOUNT_OFFER_WINDOW_MS ? T.payFail : null;
  if (facts.isVip) return null;
  if (facts.vipExpiredAt !== null && (trigger === undefined || trigger === 0 || trigger === T.vipExpired)) return T.vipExpired;
  if (trigger === T.vipExpired) return null;
  if (!facts.everPaid) return trigger !== undefined && UNPAID_TRIGGERS.has(trigger) ? (trigger as DiscountTrigger) : unpaidScenario(fromType);
  if (trigger === T.paidRecharge || (fromType !== undefined && fromType !== 0)) return T.paidRecharge;
  const stale = facts.lastPaidAt !== null && now - facts.lastPaidAt >= PAID_NO_RECHARGE_AFTER_MS;
  return stale ? T.paidNoRecharge : null;
}

/**
 * Whether a scenario's popup may show again (the domain's frequency rules): the
 * VIP-expired popup after 3 hours, uninstall protection after a day, every other one not
 * within 5 minutes of its last show.
 */
export function canShowScenario(sid: DiscountTrigger, lastShownAt: number | null, now: number): boolean {
  if (sid === T.vipExpired) return canShowVipExpiredPopup(lastShownAt, now);
  if (sid === T.uninstall) return canShowUninstallProtection(lastShownAt, now);
  return canShowUnpaidOffer(lastShownAt === null ? {} : { [sid]: lastShownAt }, sid, now);
}

/** The popup a scenario opens (vip_alert.func_name). */
export function popupOf(sid: DiscountTrigger): 'discountRecharge' | 'discountPaid' | 'discountUnpaid' | 'vipExpired' {
  if (sid === T.vipExpired) return 'vipExpired';
  if (sid === T.paidRecharge || sid === T.paidNoRecharge) return 'discountPaid';
  if (sid === T.unpaidNoRecharge || sid === T.uninstall) return 'discountRecharge';
  return 'discountUnpaid';
}
