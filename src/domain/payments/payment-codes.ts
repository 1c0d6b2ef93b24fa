import { CARD_PAY_TYPE, LAST_PAY_TYPE, PAYMENT_STATUS, PRODUCT_TYPE } from '../constants';

/** pay_type: 22 the third-party card provider, 23 the official store. */
export const PAYMENT_PROVIDER = { thirdParty: CARD_PAY_TYPE, official: 23 } as const;
export const PAY_PLATFORM = { iosWallet: 45, androidWallet: 46 } as const;
/** /order/check result: where a purchase goes next; any other code opens the pay-method popup (ours: 3). */
export const PAYMENT_CHECK_RESULT = { coinsPaymentPage: 1, inAppPurchase: 2, payMethodPopup: 3, payDirect: 10 } as const;

type ValueOf<T> = T[keyof T];

/** Types of the payment enumerations (spec 000 §3); values other features read too are in constants.ts. */
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

/** is_direct_card of a card package paid on the provider's own page, by the /order/create redirect (any value but 2 or 3). */
export const HOSTED_CARD_FLOW = 0;
