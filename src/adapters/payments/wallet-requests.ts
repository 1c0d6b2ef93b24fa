export const WALLET_NETWORKS = ['visa', 'masterCard', 'discover'] as const;
export const WALLET_CAPABILITIES = ['supports3DS', 'supportsDebit', 'supportsCredit'] as const;
export const WALLET_COUNTRY = 'US';
export const ANDROID_WALLET_NETWORKS = ['DISCOVER', 'MASTERCARD', 'VISA'] as const;
export const ANDROID_WALLET_AUTH_METHODS = ['PAN_ONLY', 'CRYPTOGRAM_3DS'] as const;

/** Google Pay's isReadyToPay / loadPaymentData card method: Discover, Mastercard, Visa; PAN_ONLY and CRYPTOGRAM_3DS (000 §7). */
export function googlePayCardMethod(gatewayMerchantId: string) {
  return {
    type: 'CARD',
    parameters: { allowedAuthMethods: [...ANDROID_WALLET_AUTH_METHODS], allowedCardNetworks: [...ANDROID_WALLET_NETWORKS] },
    tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'glint-sandbox', gatewayMerchantId } },
  } as const;
}

export function googlePayReadyRequest() {
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: [{ type: 'CARD', parameters: googlePayCardMethod('').parameters }],
  } as const;
}

export function googlePayDataRequest(merchant: { merchantNo: string; merchantName?: string }, amount: string, currency: string) {
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: [googlePayCardMethod(merchant.merchantNo)],
    merchantInfo: { merchantId: merchant.merchantNo, merchantName: merchant.merchantName ?? merchant.merchantNo },
    transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: amount, currencyCode: currency, countryCode: WALLET_COUNTRY },
  } as const;
}

/** Apple Pay's payment request (session version 5; visa, masterCard, discover; 3DS, debit, credit; US). */
export function applePayRequest(merchantName: string, amount: string, currency: string) {
  return {
    countryCode: WALLET_COUNTRY,
    currencyCode: currency,
    merchantCapabilities: [...WALLET_CAPABILITIES],
    supportedNetworks: [...WALLET_NETWORKS],
    total: { label: merchantName, amount },
  } as const;
}
