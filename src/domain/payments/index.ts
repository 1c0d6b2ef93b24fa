/** Payments: codes and routing, provider results, card form and history, currencies, the checkout library's checks. */
export * from './payment-codes';
export * from './provider-result';
export * from './luhn';
export * from './card-form';
export * from './card-history';
export * from './currency';
export * from './payment-library-config';
export * from './vip-renewal';
