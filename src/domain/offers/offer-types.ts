import { DISCOUNT_TRIGGER, PAID_TIP_TYPE, RECHARGE_FROM_TYPE } from '../constants';
import type { DiscountOpenType, DiscountTrigger, PaidTipType, UnpaidOfferType } from './offer-codes';
import { DISCOUNT_OPEN_TYPE, UNPAID_OFFER_TYPE } from './offer-codes';

/** The parts of the recharge popup data the paid offer looks at. */
export interface PaidOfferData<T> {
  readonly list: readonly T[];
  readonly vip_pay_item?: object | null;
  readonly sale_list?: readonly unknown[] | null;
}

/**
 * The paid discount popup's tip type (spec 000 §4): 4 for the VIP-expired scenario, whose
 * pay list is emptied (only the VIP renewal is offered); else 1 when a VIP offer exists,
 * 2 when a sale list exists, 3 otherwise.
 */
export function paidDiscountTip<T>(sid: number, data: PaidOfferData<T>): { readonly tips_type: PaidTipType; readonly list: readonly T[] } {
  if (sid === DISCOUNT_TRIGGER.vipExpired) return { tips_type: PAID_TIP_TYPE.vipExpired, list: [] };
  if (data.vip_pay_item) return { tips_type: PAID_TIP_TYPE.vipOffer, list: data.list };
  if (data.sale_list && data.sale_list.length > 0) return { tips_type: PAID_TIP_TYPE.saleList, list: data.list };
  return { tips_type: PAID_TIP_TYPE.plain, list: data.list };
}

export interface UnpaidOffer {
  readonly type: UnpaidOfferType;
  readonly reason: DiscountTrigger;
}

/** The unpaid offer after a failed payment: type 3 for someone who has paid before, else 2. */
export function unpaidOfferAfterPayFail(everPaid: boolean): UnpaidOffer {
  return { type: everPaid ? UNPAID_OFFER_TYPE.everPaid : UNPAID_OFFER_TYPE.neverPaid, reason: DISCOUNT_TRIGGER.payFail };
}

/** open_type of a discount popup: 2 when the user tapped the recharge box, else 1 (opened automatically). */
export function discountOpenType(fromType: number): DiscountOpenType {
  return fromType === RECHARGE_FROM_TYPE.rechargeBoxClick ? DISCOUNT_OPEN_TYPE.rechargeBoxClick : DISCOUNT_OPEN_TYPE.auto;
}
