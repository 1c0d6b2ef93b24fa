import {
  LAST_PAY_TYPE,
  PAY_PLATFORM,
  PAYMENT_CHECK_RESULT,
  PAYMENT_PROVIDER,
  PAYMENT_STATUS,
  PRODUCT_TYPE,
} from '../constants';

type ValueOf<T> = T[keyof T];

/** Types of the payment enumerations (spec 000 §3); the values live in constants.ts. */
export type PaymentStatus = ValueOf<typeof PAYMENT_STATUS>;
export type PaymentProvider = ValueOf<typeof PAYMENT_PROVIDER>;
export type PayPlatform = ValueOf<typeof PAY_PLATFORM>;
export type ProductType = ValueOf<typeof PRODUCT_TYPE>;
export type LastPayType = ValueOf<typeof LAST_PAY_TYPE>;

/** Where a purchase goes after /order/check (spec 000 §4). */
export type PaymentRoute = 'coinsPaymentPage' | 'inAppPurchase' | 'payDirect' | 'payMethodPopup';

/** 1 coin-payment page, 2 in-app purchase, 10 pay directly with the success call, anything else the pay-method popup. */
export function paymentCheckRoute(code: number): PaymentRoute {
  switch (code) {
    case PAYMENT_CHECK_RESULT.coinsPaymentPage:
      return 'coinsPaymentPage';
    case PAYMENT_CHECK_RESULT.inAppPurchase:
      return 'inAppPurchase';
    case PAYMENT_CHECK_RESULT.payDirect:
      return 'payDirect';
    default:
      return 'payMethodPopup';
  }
}
