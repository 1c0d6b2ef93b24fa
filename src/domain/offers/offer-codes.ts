import {
  DISCOUNT_OPEN_TYPE,
  DISCOUNT_PAY_STATUS,
  DISCOUNT_TRIGGER,
  PAID_TIP_TYPE,
  UNPAID_OFFER_TYPE,
} from '../constants';

type ValueOf<T> = T[keyof T];

/** Discount trigger types 1–9 (spec 000 §3). */
export type DiscountTrigger = ValueOf<typeof DISCOUNT_TRIGGER>;
/** Scenario ids (sid): the spec names eight scenarios, one per trigger but uninstall; we number each like its trigger. */
export type DiscountScenario = Exclude<DiscountTrigger, typeof DISCOUNT_TRIGGER.uninstall>;
export type DiscountPayStatus = ValueOf<typeof DISCOUNT_PAY_STATUS>;
export type PaidTipType = ValueOf<typeof PAID_TIP_TYPE>;
export type UnpaidOfferType = ValueOf<typeof UNPAID_OFFER_TYPE>;
export type DiscountOpenType = ValueOf<typeof DISCOUNT_OPEN_TYPE>;
