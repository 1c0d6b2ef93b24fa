import { asyncScheduler, Subject } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutPage } from '../../src/adapters/payments/checkout-page.js';
import { WebCheckoutLibrary } from '../../src/adapters/payments/web-checkout-library.js';
import { WALLET_ERROR } from '../../src/adapters/payments/wallet-sdk.js';
import { msgSyncContract } from '../../src/application/contracts/msg/sync.contract.js';
import { payEventAckContract } from '../../src/application/contracts/pay/event-ack.contract.js';
import { createGapFillSync } from '../../src/application/lifecycle/gap-fill-sync.js';
import { payEventsOfSync } from '../../src/application/payments/pay-events-of-sync.js';
import type { HttpPort } from '../../src/application/ports/http.port.js';
import { InMemoryStorage } from '../../src/adapters/storage/in-memory-storage.js';
import { createPaymentServices, type PaymentServices } from '../../src/application/payments/create-payment-services.js';
import type { NativeBridgePort } from '../../src/application/ports/native-bridge.port.js';
import type { RealtimeMessage } from '../../src/application/ports/realtime.port.js';
import type { StoragePort } from '../../src/application/ports/storage.port.js';
import { PAYMENT_STATUS, RECHARGE_FROM_TYPE, SANDBOX_PENDING_SETTLE_MS, validateCardForm, type ValidCard } from '../../src/domain/index.js';
import { TEST_CARDS } from '../../server/payments/sandbox-provider/test-cards.js';
import { DESKTOP_UA, payEventsIn, startPaymentServer, TEST_CARD_EXPIRY, until, type PaymentServer } from './payments-harness.js';

/*
 * The client's checkout (use cases, payment events, the checkout library) against the real
 * server and its mounted sandbox provider. The library's page is played the way a browser
 * plays the provider's frames: it opens the challenge or gather page, submits its form
 * (approve, deny, or the collected data) and hands the result page's message back.
 */

let server: PaymentServer;
beforeAll(async () => {
  server = await startPaymentServer();
});
afterAll(async () => server?.close());

/** The result page's `const result=…;` (what it posts to the framing page). */
function resultOfPage(html: string): unknown {
  const match = /const result=(\{.*?\});const back=/s.exec(html);
  return match?.[1] === undefined ? null : JSON.parse(match[1]);
}

function framePlayer(challengeDecision: 'approve' | 'deny') {
  let listener: ((data: unknown) => void) | null = null;
  const deliver = async (url: string, fields: Record<string, string>) => {
    const opened = await server.getPage(url);
    const submitted = await server.submitForm(opened.html, fields);
    listener?.({ type: 'sandbox-pay:result', result: resultOfPage(submitted.html) });
  };
  const page: CheckoutPage = {
    hasElement: () => true,
    addFrame: () => undefined,
    removeFrames: () => undefined,
    showLoading: () => undefined,
    hideLoading: () => undefined,
    openChallenge: (url) => void deliver(url, { decision: challengeDecision }),
    closeChallenge: () => undefined,
    openGather: (url) => void deliver(url, {}),
    closeGather: () => undefined,
    onMessage: (_origin, l) => {
      listener = l;
      return () => (listener = null);
    },
  };
  return page;
}

interface Buyer {
  readonly uid: number;
  readonly payments: PaymentServices;
  /** Every payload the broker pushed to the buyer, delivered to the client or not. */
  readonly pushed: readonly Record<string, unknown>[];
  /** Cuts (false) or restores (true) the client's realtime; restoring runs the gap fill, as a reconnect does. */
  setOnline(online: boolean): void;
  /** The event ids of the client's /pay/event-ack calls, in order. */
  acks(): readonly number[];
  close(): Promise<void>;
}

async function buyer(challengeDecision: 'approve' | 'deny' = 'approve'): Promise<Buyer> {
  const uid = await server.newUser();
  const inbox = await server.listen(uid);
  const messages = new Subject<RealtimeMessage>();
  let online = true;
  inbox.client.on('message', (_topic, payload) => {
    if (online) messages.next(JSON.parse(payload.toString()) as RealtimeMessage);
  });
  const served = server.client(uid, DESKTOP_UA);
  const acks: number[] = [];
  const http: HttpPort = {
    request: (contract, payload) => {
      if (contract.path === payEventAckContract.path) acks.push(...[(payload as { event_id: number | number[] }).event_id].flat());
      return served.request(contract, payload);
    },
  };
  const reconnected = new Subject<void>();
  const gapFill = createGapFillSync({ http, storage: new InMemoryStorage(), uid, reconnected$: reconnected });
  const entries = new Map<string, unknown>();
  const storage: StoragePort = {
    read: (name) => entries.get(name),
    write: (name, value) => (entries.set(name, value), { ok: true }),
    remove: (name) => void entries.delete(name),
  };
  const library = new WebCheckoutLibrary({
    page: framePlayer(challengeDecision),
    timers: { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) },
    fetch: (url, init) => fetch(url, init),
    wallets: { googlePay: () => Promise.reject(new Error(WALLET_ERROR.googleScript)), applePaySession: () => null, applePayAvailable: () => false },
    origin: server.baseUrl,
    now: () => Date.now(),
    browserFields: () => ({ java_enabled: false, color_depth: 24, screen_height: 915, screen_width: 412, timezone_offset: 0, user_agent: 'test', language: 'en' }),
  });
  const payments = createPaymentServices({
    http,
    library,
    messages$: messages,
    syncedPayEvents$: payEventsOfSync(gapFill.account$),
    bridge: { isNativeShell: false } as NativeBridgePort,
    storage,
    uid: () => uid,
    scheduler: asyncScheduler,
    origin: server.baseUrl,
  });
  return {
    uid,
    payments,
    pushed: inbox.messages,
    setOnline: (value) => {
      online = value;
      if (value) reconnected.next();
    },
    acks: () => acks,
    close: async () => {
      gapFill.dispose();
      inbox.client.end(true);
    },
  };
}

function card(number: string): ValidCard {
  const checked = validateCardForm({ number, expiry: TEST_CARD_EXPIRY, securityCode: '123', firstName: 'Ann', lastName: 'Lee' }, Date.UTC(2025, 0, 6));
  if (!checked.ok) throw new Error('test card refused');
  return checked.value;
}

async function checkoutOf(payments: PaymentServices) {
  const item = await payments.findPayItem('coins_300', 1);
  if (item === null) throw new Error('coins_300 is not on sale');
  await payments.checkout.begin({ item, fromType: RECHARGE_FROM_TYPE.rechargeBoxClick });
  // A computer's browser goes to the card page (/order/check 1).
  expect(payments.checkout.view$.getValue().step).toBe('cardPage');
}

const view = (payments: PaymentServices) => payments.checkout.view$.getValue();

describe('the client checkout against the server and the sandbox provider', () => {
  it('pays 4242, learns the credit from the payment event and acknowledges it', async () => {
    const { uid, payments, close } = await buyer();
    await checkoutOf(payments);
    await payments.checkout.payByCard(card(TEST_CARDS.succeed), 'frames');
    expect(view(payments)).toMatchObject({ step: 'result', status: 'success', coins: 360, balance: 360 });
    expect(await server.balance(uid)).toBe(360);
    await until(async () => {
      const synced = await server.client(uid).request(msgSyncContract, {});
      return synced.ok && synced.data.pay_event_list.length === 0;
    });
    expect(payments.cardHistory.cards(22)).toHaveLength(1);
    await close();
  });

  it('runs the 3-D Secure challenge of 3220: approved pays, denied fails and credits nothing', async () => {
    const approving = await buyer('approve');
    await checkoutOf(approving.payments);
    await approving.payments.checkout.payByCard(card(TEST_CARDS.challenge), 'frames');
    expect(view(approving.payments)).toMatchObject({ status: 'success', coins: 360 });
    await approving.close();

    const denying = await buyer('deny');
    await checkoutOf(denying.payments);
    await denying.payments.checkout.payByCard(card(TEST_CARDS.challenge), 'frames');
    expect(view(denying.payments)).toMatchObject({ status: 'failed', message: { text: '3-D Secure authentication failed' } });
    expect(await server.balance(denying.uid)).toBe(0);
    await denying.close();
  });

  it('runs the hidden gather step of 3063 and then succeeds', async () => {
    const { payments, close } = await buyer();
    await checkoutOf(payments);
    await payments.checkout.payByCard(card(TEST_CARDS.gather), 'frames');
    expect(view(payments)).toMatchObject({ status: 'success', coins: 360 });
    await close();
  });

  it('waits on 0077 until the provider settles it and the payment event arrives', async () => {
    const { payments, close } = await buyer();
    await checkoutOf(payments);
    const paying = payments.checkout.payByCard(card(TEST_CARDS.pending), 'frames');
    await until(() => view(payments).step === 'waiting');
    await server.time.advanceBy(SANDBOX_PENDING_SETTLE_MS);
    await paying;
    expect(view(payments)).toMatchObject({ status: 'success', coins: 360 });
    await close();
  });

  it('settles the wait from the sync answer when the payment event was pushed while the realtime was cut, acknowledging it once', async () => {
    const { uid, payments, pushed, setOnline, acks, close } = await buyer();
    await checkoutOf(payments);
    const paying = payments.checkout.payByCard(card(TEST_CARDS.pending), 'frames');
    await until(() => view(payments).step === 'waiting');
    setOnline(false);
    await server.time.advanceBy(SANDBOX_PENDING_SETTLE_MS);
    // The broker did push the event; the client, cut off, never saw it.
    await until(() => payEventsIn(pushed).some((event) => event.data.status === PAYMENT_STATUS.success));
    expect(view(payments).step).toBe('waiting');
    setOnline(true);
    await paying;
    expect(view(payments)).toMatchObject({ step: 'result', status: 'success', coins: 360, balance: 360 });
    // Acknowledged: the server lists it no more, and no event was acknowledged twice.
    await until(async () => {
      const synced = await server.client(uid).request(msgSyncContract, {});
      return synced.ok && synced.data.pay_event_list.length === 0;
    });
    setOnline(false);
    setOnline(true);
    await close();
    const paid = payEventsIn(pushed).find((event) => event.data.status === PAYMENT_STATUS.success);
    expect(acks().filter((id) => id === paid?.event_id)).toHaveLength(1);
    expect(new Set(acks()).size).toBe(acks().length);
  });

  it('reports 0002 as declined, and paying again with 4242 on a new order succeeds', async () => {
    const { uid, payments, close } = await buyer();
    await checkoutOf(payments);
    await payments.checkout.payByCard(card(TEST_CARDS.decline), 'frames');
    expect(view(payments)).toMatchObject({ status: 'failed', message: { text: 'Card declined' } });
    await payments.checkout.repay();
    await payments.checkout.payByCard(card(TEST_CARDS.succeed), 'frames');
    expect(view(payments)).toMatchObject({ status: 'success' });
    expect(await server.balance(uid)).toBe(360);
    await close();
  });
});
