import { describe, expect, it } from 'vitest';
import type { CardCheckoutSetup } from '../../application/ports/card-checkout.port';
import { ACCESS_TOKEN_TIMEOUT_MS, CLICK_HANDLER_TIMEOUT_MS, GATHER_WAIT_MS, type ValidCard } from '../../domain';
import { DEFAULT_LOADING_TEXT } from './checkout-errors';
import type { CheckoutPage } from './checkout-page';
import type { CheckoutTimers } from './checkout-timers';
import type { FetchLike, ProviderPayResult } from './provider-client';
import { WebCheckoutLibrary } from './web-checkout-library';
import { WALLET_ERROR, type WalletSdk } from './wallet-sdk';

const ORIGIN = 'https://glint.test';
const card: ValidCard = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, securityCode: '123', firstName: 'Ann', lastName: 'Lee' };

function manualTimers() {
  let next = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  let now = 0;
  const timers: CheckoutTimers = {
    setTimeout: (run, ms) => {
      const id = next++;
      pending.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (id) => pending.delete(id as number),
  };
  const advance = async (ms: number) => {
    now += ms;
    for (const [id, timer] of [...pending]) {
      if (timer.at <= now) {
        pending.delete(id);
        timer.run();
      }
    }
    await flush();
  };
  return { timers, advance, pending };
}

const flush = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

function fakePage(elements: string[] = ['pay-box']) {
  const log: string[] = [];
  let listener: ((data: unknown) => void) | null = null;
  let closeChallenge: (() => void) | null = null;
  const page: CheckoutPage = {
    hasElement: (id) => elements.includes(id),
    addFrame: (id, method) => log.push(`frame ${id} ${method}`),
    removeFrames: (id) => log.push(`remove ${id}`),
    showLoading: (text) => log.push(`loading ${text}`),
    hideLoading: () => log.push('hide loading'),
    openChallenge: (url, onClose) => {
      closeChallenge = onClose;
      log.push(`challenge ${url}`);
    },
    closeChallenge: () => log.push('close challenge'),
    openGather: (url) => log.push(`gather ${url}`),
    closeGather: () => log.push('close gather'),
    onMessage: (origin, l) => {
      expect(origin).toBe(ORIGIN);
      listener = l;
      return () => (listener = null);
    },
  };
  return {
    page,
    log,
    post: (result: Partial<ProviderPayResult>) => listener?.({ type: 'sandbox-pay:result', result: { transactionId: 'txn', ...result } }),
    closeChallenge: () => closeChallenge?.(),
  };
}

function fakeFetch(answers: Record<string, unknown[]>) {
  const calls: { url: string; method: string; body?: string; auth?: string }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, method: init.method, body: init.body, auth: init.headers.authorization });
    const path = url.replace(`${ORIGIN}/sandbox-pay`, '');
    const queue = answers[path] ?? [];
    const answer = queue.shift();
    if (typeof answer === 'number') return { ok: false, status: answer, json: async () => ({}) };
    return { ok: true, status: 200, json: async () => answer };
  };
  return { fetch, calls };
}

const noWallets: WalletSdk = {
  googlePay: () => Promise.reject(new Error(WALLET_ERROR.googleScript)),
  applePaySession: () => null,
  applePayAvailable: () => false,
};

function setup(overrides: Partial<CardCheckoutSetup> = {}): CardCheckoutSetup {
  return {
    elementId: 'pay-box',
    payMethods: ['credit_card'],
    merchantInfo: { merchantNo: 'M1', merchantOrigin: ORIGIN, merchantName: 'Glint' },
    config: { amount: '4.99', currency: 'USD', environment: 'TEST', userId: '7', openLoading: true },
    providerUrl: '/sandbox-pay',
    getAccessToken: async () => 'tok',
    ...overrides,
  };
}

function library(answers: Record<string, unknown[]> = {}, elements?: string[]) {
  const page = fakePage(elements);
  const clock = manualTimers();
  const http = fakeFetch(answers);
  let now = 0;
  const lib = new WebCheckoutLibrary({
    page: page.page,
    timers: clock.timers,
    fetch: http.fetch,
    wallets: noWallets,
    origin: ORIGIN,
    now: () => now,
    browserFields: () => ({ java_enabled: false, color_depth: 24, screen_height: 1, screen_width: 1, timezone_offset: 0, user_agent: 'ua', language: 'en' }),
  });
  return { lib, page, clock, http, setNow: (ms: number) => (now = ms) };
}

const result = (resultCode: string, extra: Partial<ProviderPayResult> = {}): ProviderPayResult => ({ resultCode, transactionId: 'txn', ...extra });

function mounted(lib: WebCheckoutLibrary, overrides: Partial<CardCheckoutSetup> = {}) {
  const session = lib.mount(setup(overrides));
  if (!session.ok) throw new Error(session.error.message);
  return session.value;
}

describe('mounting the checkout library', () => {
  it('refuses a setup the domain rejects, with the spec text', () => {
    const { lib } = library();
    expect(lib.mount(setup({ elementId: '' }))).toEqual({ ok: false, error: { code: 'PAY_LIBRARY.INVALID', message: 'element id is need' } });
    expect(lib.mount(setup({ payMethods: [] }))).toMatchObject({ ok: false, error: { message: 'Invalid payMethods' } });
    expect(lib.mount(setup({ payMethods: ['paypal' as 'applepay'] }))).toMatchObject({ ok: false, error: { message: 'Pay method paypal is not supported' } });
    expect(lib.mount(setup({ merchantInfo: { merchantNo: '', merchantOrigin: ORIGIN } }))).toMatchObject({ error: { message: 'merchantNo must be a string' } });
    expect(lib.mount(setup({ config: { amount: '1', currency: 'USD' } }))).toMatchObject({ error: { message: 'userId must be a string' } });
    expect(lib.mount(setup({ merchantInfo: { merchantNo: 'M1', merchantOrigin: '' } }))).toMatchObject({ error: { message: 'merchantOrigin must be a string' } });
    const config = { amount: '1', currency: 'USD', userId: '7' };
    expect(lib.mount(setup({ config: { ...config, amount: 1 as unknown as string } }))).toMatchObject({ error: { message: 'amount must be a string' } });
    expect(lib.mount(setup({ config: { ...config, currency: '' } }))).toMatchObject({ error: { message: 'currency must be a string' } });
    expect(lib.mount(setup({ config: { ...config, collectEmail: 'yes' as unknown as boolean } }))).toMatchObject({ error: { message: 'collectEmail must be a boolean' } });
    expect(lib.mount(setup({ config: { ...config, openLoading: 1 as unknown as boolean } }))).toMatchObject({ error: { message: 'openLoading must be a boolean' } });
    expect(lib.mount(setup({ config: { ...config, environment: 'STAGING' as 'TEST' } }))).toMatchObject({ error: { message: 'Invalid environment' } });
  });

  it('refuses an element id that is not in the page', () => {
    const { lib } = library({}, []);
    expect(lib.mount(setup())).toEqual({ ok: false, error: { code: 'PAY_LIBRARY.INVALID', message: 'element is not exist' } });
  });

  it('refuses a second frame of the same method in the same container, and allows it again after unmount', () => {
    const { lib, page } = library({}, ['pay-box', 'other']);
    const first = mounted(lib);
    expect(lib.mount(setup())).toEqual({ ok: false, error: { code: 'PAY_LIBRARY.INVALID', message: 'iFrame already exists' } });
    expect(lib.mount(setup({ elementId: 'other' })).ok).toBe(true);
    expect(lib.mount(setup({ payMethods: ['googlepay'] })).ok).toBe(true);
    first.unmount();
    expect(lib.mount(setup()).ok).toBe(true);
    expect(page.log).toContain('frame pay-box credit_card');
    expect(page.log).toContain('remove pay-box');
  });
});

describe('paying by card', () => {
  it('sends the card to the provider with the access token and reports success, closing the layers', async () => {
    const { lib, page, http } = library({ '/v1/payments': [result('succeed')] });
    await expect(mounted(lib).payWithCard(card)).resolves.toEqual({ kind: 'succeed', transactionId: 'txn' });
    expect(http.calls[0]).toMatchObject({ url: `${ORIGIN}/sandbox-pay/v1/payments`, method: 'POST', auth: 'Bearer tok' });
    expect(JSON.parse(http.calls[0]?.body ?? '')).toEqual({ card: { number: '4242424242424242', expiry: '12/30', cvc: '123', first_name: 'Ann', last_name: 'Lee' } });
    expect(page.log).toEqual(['frame pay-box credit_card', `loading ${DEFAULT_LOADING_TEXT}`, 'hide loading', 'close challenge', 'close gather']);
  });

  it('shows the loading text it was given, and none when openLoading is false', async () => {
    const given = library({ '/v1/payments': [result('succeed')] });
    await mounted(given.lib, { loadingText: 'Wait' }).payWithCard(card);
    expect(given.page.log).toContain('loading Wait');
    const silent = library({ '/v1/payments': [result('succeed')] });
    await mounted(silent.lib, { config: { amount: '1', currency: 'USD', userId: '7', openLoading: false } }).payWithCard(card);
    expect(silent.page.log.some((line) => line.startsWith('loading'))).toBe(false);
  });

  it('reports pending for pending, received and pending_review', async () => {
    for (const code of ['pending', 'received', 'pending_review']) {
      const { lib } = library({ '/v1/payments': [result(code)] });
      await expect(mounted(lib).payWithCard(card)).resolves.toEqual({ kind: 'pending', transactionId: 'txn' });
    }
  });

  it('reports a failure with the provider text and code', async () => {
    const { lib } = library({ '/v1/payments': [result('failed', { errorCode: 1200, errorMsg: 'Card declined' })] });
    await expect(mounted(lib).payWithCard(card)).resolves.toEqual({ kind: 'failed', failure: 'pay_failed', message: 'Card declined', errorCode: 1200 });
  });

  it('ignores a repeated payment (1100) on a first submission but not after a confirm', async () => {
    const first = library({ '/v1/payments': [result('failed', { errorCode: 1100 })] });
    await expect(mounted(first.lib).payWithCard(card)).resolves.toEqual({ kind: 'ignored' });
    const confirm = library({ '/v1/payments': [result('challenge', { redirectUrl: `${ORIGIN}/sandbox-pay/challenge/txn` })] });
    const paying = mounted(confirm.lib).payWithCard(card);
    await flush();
    confirm.page.post({ resultCode: 'failed', errorCode: 1100, errorMsg: 'Repeated payment' });
    await expect(paying).resolves.toMatchObject({ kind: 'failed', errorCode: 1100 });
  });

  it('refuses a card widget answer whose respCode is not 20000', async () => {
    const { lib } = library({ '/v1/payments': [result('succeed', { respCode: 50000, status: 'F', errorMsg: 'Busy' })] });
    await expect(mounted(lib).payWithCard(card)).resolves.toMatchObject({ kind: 'failed', message: 'Busy' });
  });

  it('reports a missing result as an error', async () => {
    const { lib } = library({ '/v1/payments': [{ nothing: true }] });
    await expect(mounted(lib).payWithCard(card)).resolves.toMatchObject({ kind: 'failed', message: 'The provider gave no payment result' });
  });

  it('names a provider HTTP failure with its status', async () => {
    const { lib } = library({ '/v1/payments': [401] });
    await expect(mounted(lib).payWithCard(card)).resolves.toMatchObject({ kind: 'failed', message: 'HTTP error! status: 401' });
  });
});

describe('the 3-D Secure challenge', () => {
  const challenge = result('challenge', { redirectUrl: `${ORIGIN}/sandbox-pay/challenge/txn`, respCode: 20000, status: 'R' });

  it('opens the overlay with the challenge frame and succeeds on an approving result message', async () => {
    const { lib, page } = library({ '/v1/payments': [challenge] });
    const paying = mounted(lib).payWithCard(card);
    await flush();
    expect(page.log).toContain(`challenge ${ORIGIN}/sandbox-pay/challenge/txn`);
    page.post({ resultCode: 'succeed' });
    await expect(paying).resolves.toEqual({ kind: 'succeed', transactionId: 'txn' });
    expect(page.log).toContain('close challenge');
  });

  it('fails on a denying result message', async () => {
    const { lib, page } = library({ '/v1/payments': [challenge] });
    const paying = mounted(lib).payWithCard(card);
    await flush();
    page.post({ resultCode: 'failed', errorCode: 1300, errorMsg: '3-D Secure authentication failed' });
    await expect(paying).resolves.toMatchObject({ kind: 'failed', errorCode: 1300 });
  });

  it('is cancelled when the buyer closes the overlay', async () => {
    const { lib, page } = library({ '/v1/payments': [challenge] });
    const paying = mounted(lib).payWithCard(card);
    await flush();
    page.closeChallenge();
    await expect(paying).resolves.toEqual({ kind: 'cancelled' });
  });
});

describe('the gather step', () => {
  const gather = result('gather', { redirectUrl: `${ORIGIN}/sandbox-pay/gather/txn` });

  it('opens the hidden frame and takes its result message', async () => {
    const { lib, page } = library({ '/v1/payments': [gather] });
    const paying = mounted(lib).payWithCard(card);
    await flush();
    expect(page.log).toContain(`gather ${ORIGIN}/sandbox-pay/gather/txn`);
    page.post({ resultCode: 'succeed' });
    await expect(paying).resolves.toEqual({ kind: 'succeed', transactionId: 'txn' });
  });

  it('asks the provider itself when the frame stays silent for 10 s, not before', async () => {
    const { lib, clock, http } = library({ '/v1/payments': [gather], '/v1/payments/result': [result('succeed')] });
    const paying = mounted(lib).payWithCard(card);
    await flush();
    await clock.advance(GATHER_WAIT_MS - 1);
    expect(http.calls.map((c) => c.url)).not.toContain(`${ORIGIN}/sandbox-pay/v1/payments/result`);
    await clock.advance(1);
    await expect(paying).resolves.toEqual({ kind: 'succeed', transactionId: 'txn' });
    expect(http.calls[1]).toMatchObject({ method: 'GET', auth: 'Bearer tok' });
  });

  it('fails when the active query still answers gather', async () => {
    const { lib, clock } = library({ '/v1/payments': [gather], '/v1/payments/result': [gather] });
    const paying = mounted(lib).payWithCard(card);
    await flush();
    await clock.advance(GATHER_WAIT_MS);
    await expect(paying).resolves.toMatchObject({ kind: 'failed', message: 'Data collection did not finish' });
  });
});

describe('the waits of a click', () => {
  it('fails with getAccessToken_failed when the token takes 20 s', async () => {
    const { lib, clock, page } = library();
    const paying = mounted(lib, { getAccessToken: () => new Promise<string>(() => undefined) }).payWithCard(card);
    await flush();
    await clock.advance(ACCESS_TOKEN_TIMEOUT_MS - 1);
    expect(page.log).not.toContain('hide loading');
    await clock.advance(1);
    await expect(paying).resolves.toEqual({ kind: 'failed', failure: 'getAccessToken_failed', message: 'Operation timed out', errorCode: null });
    expect(page.log).toContain('hide loading');
  });

  it('reports a failed token fetch as getAccessToken_failed', async () => {
    const { lib } = library();
    const outcome = await mounted(lib, { getAccessToken: () => Promise.reject(new Error('ORDER.NOT_PENDING')) }).payWithCard(card);
    expect(outcome).toEqual({ kind: 'failed', failure: 'getAccessToken_failed', message: 'ORDER.NOT_PENDING', errorCode: null });
  });

  it('times the click handler out after 1 s and stops when it says no', async () => {
    const slow = library();
    const paying = mounted(slow.lib, { onClick: () => new Promise<boolean>(() => undefined) }).payWithCard(card);
    await flush();
    await slow.clock.advance(CLICK_HANDLER_TIMEOUT_MS);
    await expect(paying).resolves.toMatchObject({ kind: 'failed', message: 'Operation timed out' });
    const no = library();
    await expect(mounted(no.lib, { onClick: () => false }).payWithCard(card)).resolves.toEqual({ kind: 'cancelled' });
    expect(no.http.calls).toHaveLength(0);
  });
});

describe('wallets', () => {
  it('says Apple Pay is not supported where the browser has none', async () => {
    const { lib } = library();
    await expect(mounted(lib, { payMethods: ['applepay'] }).payWithWallet('applepay')).resolves.toMatchObject({ kind: 'failed', message: "applePay don't support" });
    await expect(lib.walletReady('applepay')).resolves.toBe(false);
  });

  it('reports the Google Pay script error and debounces clicks within 250 ms', async () => {
    const { lib, setNow } = library();
    const session = mounted(lib, { payMethods: ['googlepay'] });
    await expect(session.payWithWallet('googlepay')).resolves.toMatchObject({ kind: 'failed', message: 'Google Pay SDK loadScript error' });
    setNow(249);
    await expect(session.payWithWallet('googlepay')).resolves.toEqual({ kind: 'ignored' });
    setNow(250);
    await expect(session.payWithWallet('googlepay')).resolves.toMatchObject({ kind: 'failed' });
  });
});
