import { DISCOUNT_PAY_STATUS, DISCOUNT_TRIGGER, PAID_TIP_TYPE } from '../constants';

/** Offer enumerations (spec 000 §3) no other feature reads: the unpaid offer kinds and how a discount popup opened. */
export const UNPAID_OFFER_TYPE = { neverPaid: 2, everPaid: 3 } as const;
export const DISCOUNT_OPEN_TYPE = { auto: 1, rechargeBoxClick: 2 } as const;

type ValueOf<T> = T[keyof T];

/** Discount trigger types 1–9 (spec 000 §3). */
export type DiscountTrigger = ValueOf<typeof DISCOUNT_TRIGGER>;
/** Scenario ids (sid): the spec names eight scenarios, one per trigger but uninstall; we number each like its trigger. */
export type DiscountScenario = Exclude<DiscountTrigger, typeof DISCOUNT_TRIGGER.uninstall>;
export type DiscountPayStatus = ValueOf<typeof DISCOUNT_PAY_STATUS>;
export type PaidTipType = ValueOf<typeof PAID_TIP_TYPE>;
export type UnpaidOfferType = ValueOf<typeof UNPAID_OFFER_TYPE>;
export type DiscountOpenType = ValueOf<typeof DISCOUNT_OPEN_TYPE>;
