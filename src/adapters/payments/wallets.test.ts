import { describe, expect, it } from 'vitest';
import type { CardCheckoutSetup } from '../../application/ports/card-checkout.port';
import type { CheckoutPage } from './checkout-page';
import type { FetchLike } from './provider-client';
import { WebCheckoutLibrary } from './web-checkout-library';
import { applePayRequest, googlePayReadyRequest } from './wallet-requests';
import type { ApplePaySessionLike, GooglePayClient, WalletSdk } from './wallet-sdk';

const ORIGIN = 'https://glint.test';
const page: CheckoutPage = {
  hasElement: () => true, addFrame: () => undefined, removeFrames: () => undefined, showLoading: () => undefined, hideLoading: () => undefined,
  openChallenge: () => undefined, closeChallenge: () => undefined, openGather: () => undefined, closeGather: () => undefined, onMessage: () => () => undefined,
};
const timers = { setTimeout: () => 0, clearTimeout: () => undefined };

function library(wallets: WalletSdk, fetch: FetchLike = async () => ({ ok: true, status: 200, json: async () => ({}) })) {
  return new WebCheckoutLibrary({
    page, timers, fetch, wallets, origin: ORIGIN, now: () => 0,
    browserFields: () => ({ java_enabled: false, color_depth: 24, screen_height: 1, screen_width: 1, timezone_offset: 0, user_agent: 'ua', language: 'en' }),
  });
}

const setup = (method: 'googlepay' | 'applepay'): CardCheckoutSetup => ({
  elementId: 'box', payMethods: [method], merchantInfo: { merchantNo: 'M1', merchantOrigin: ORIGIN, merchantName: 'Glint' },
  config: { amount: '4.99', currency: 'USD', environment: 'TEST' }, providerUrl: '/sandbox-pay', getAccessToken: async () => 'tok',
});

describe('wallet readiness', () => {
  it('asks Google Pay for Discover, Mastercard and Visa with PAN_ONLY and CRYPTOGRAM_3DS', async () => {
    const asked: unknown[] = [];
    const client: GooglePayClient = { isReadyToPay: async (r) => (asked.push(r), { result: true }), loadPaymentData: async () => ({}) };
    const lib = library({ googlePay: async () => client, applePaySession: () => null, applePayAvailable: () => false });
    await expect(lib.walletReady('googlepay')).resolves.toBe(true);
    expect(asked).toEqual([googlePayReadyRequest()]);
    expect(googlePayReadyRequest().allowedPaymentMethods[0].parameters).toEqual({
      allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['DISCOVER', 'MASTERCARD', 'VISA'],
    });
  });

  it('builds the Apple Pay request for visa, masterCard, discover with 3DS, debit and credit in the US', () => {
    expect(applePayRequest('Glint', '4.99', 'USD')).toEqual({
      countryCode: 'US', currencyCode: 'USD', merchantCapabilities: ['supports3DS', 'supportsDebit', 'supportsCredit'],
      supportedNetworks: ['visa', 'masterCard', 'discover'], total: { label: 'Glint', amount: '4.99' },
    });
  });
});

describe('paying with a wallet', () => {
  it('sends the Google Pay token with the access token and follows the result', async () => {
    const client: GooglePayClient = {
      isReadyToPay: async () => ({ result: true }),
      loadPaymentData: async () => ({ paymentMethodData: { tokenizationData: { token: '{"sandboxCard":"4242424242424242"}' } } }),
    };
    const bodies: unknown[] = [];
    const fetch: FetchLike = async (url, init) => {
      bodies.push({ url, body: JSON.parse(init.body ?? '{}') });
      return { ok: true, status: 200, json: async () => ({ newNotifyParams: '{}', result: { resultCode: 'succeed', transactionId: 'txn', transChannel: 'googlepay' } }) };
    };
    const lib = library({ googlePay: async () => client, applePaySession: () => null, applePayAvailable: () => false }, fetch);
    const mounted = lib.mount(setup('googlepay'));
    if (!mounted.ok) throw new Error(mounted.error.message);
    await expect(mounted.value.payWithWallet('googlepay')).resolves.toEqual({ kind: 'succeed', transactionId: 'txn' });
    expect(bodies).toEqual([{ url: `${ORIGIN}/sandbox-pay/googlepay/payment`, body: { sessionToken: 'tok', paymentData: { sandboxCard: '4242424242424242' } } }]);
  });

  it('refuses a result from another channel', async () => {
    const client: GooglePayClient = { isReadyToPay: async () => ({ result: true }), loadPaymentData: async () => ({}) };
    const fetch: FetchLike = async () => ({ ok: true, status: 200, json: async () => ({ result: { resultCode: 'succeed', transChannel: 'applepay' } }) });
    const lib = library({ googlePay: async () => client, applePaySession: () => null, applePayAvailable: () => false }, fetch);
    const mounted = lib.mount(setup('googlepay'));
    if (!mounted.ok) throw new Error(mounted.error.message);
    await expect(mounted.value.payWithWallet('googlepay')).resolves.toMatchObject({ kind: 'failed', message: 'transChannel applepay is not supported' });
  });

  it('validates the Apple Pay merchant, pays with the session token and completes the sheet', async () => {
    let session!: ApplePaySessionLike & { validated: unknown; completed: unknown };
    const make = (): ApplePaySessionLike & { validated: unknown; completed: unknown } => ({
      onvalidatemerchant: null, onpaymentauthorized: null, oncancel: null, validated: null, completed: null,
      begin() {
        this.onvalidatemerchant?.({ validationURL: 'https://apple.example/validate' });
      },
      abort() {},
      completeMerchantValidation(s) {
        this.validated = s;
        this.onpaymentauthorized?.({ payment: { token: { paymentData: {} } } });
      },
      completePayment(r) {
        this.completed = r;
      },
    });
    const calls: { url: string; body: unknown }[] = [];
    const fetch: FetchLike = async (url, init) => {
      calls.push({ url, body: JSON.parse(init.body ?? '{}') });
      if (url.endsWith('/paymentSession')) return { ok: true, status: 200, json: async () => ({ merchantSessionIdentifier: 'SSH1' }) };
      return { ok: true, status: 200, json: async () => ({ newNotifyParams: '{"result":"succeed","transaction_id":"txn"}', applePayPaymentAuthorizationResult: { status: 0, errors: [] } }) };
    };
    const lib = library({ googlePay: async () => Promise.reject(new Error('x')), applePaySession: () => (session = make()), applePayAvailable: () => true }, fetch);
    const mounted = lib.mount(setup('applepay'));
    if (!mounted.ok) throw new Error(mounted.error.message);
    await expect(mounted.value.payWithWallet('applepay')).resolves.toEqual({ kind: 'succeed', transactionId: 'txn' });
    expect(calls[0]).toEqual({ url: `${ORIGIN}/sandbox-pay/applepay/paymentSession`, body: { merchantIdentifier: 'M1', displayName: 'Glint', initiative: 'web', initiativeContext: 'glint.test' } });
    expect(calls[1]?.body).toMatchObject({ sessionToken: 'tok', referer: ORIGIN });
    expect(session.validated).toEqual({ merchantSessionIdentifier: 'SSH1' });
    expect(session.completed).toEqual({ status: 0, errors: [] });
  });

  it('says the merchant session is not valid when the provider refuses it', async () => {
    const make = (): ApplePaySessionLike => ({
      onvalidatemerchant: null, onpaymentauthorized: null, oncancel: null,
      begin() {
        this.onvalidatemerchant?.({ validationURL: 'x' });
      },
      abort() {}, completeMerchantValidation() {}, completePayment() {},
    });
    const fetch: FetchLike = async () => ({ ok: false, status: 400, json: async () => ({}) });
    const lib = library({ googlePay: async () => Promise.reject(new Error('x')), applePaySession: make, applePayAvailable: () => true }, fetch);
    const mounted = lib.mount(setup('applepay'));
    if (!mounted.ok) throw new Error(mounted.error.message);
    await expect(mounted.value.payWithWallet('applepay')).resolves.toMatchObject({ kind: 'failed', message: 'Merchant session is not valid.' });
  });
});
