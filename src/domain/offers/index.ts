/** Discount and retention offers: codes, tip and open types, popup frequency, pay status, countdown. */
export * from './offer-codes';
export * from './offer-types';
export * from './popup-frequency';
export * from './pay-status';
export * from './discount-countdown';
