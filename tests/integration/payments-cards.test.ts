import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msgSyncContract } from '../../src/application/contracts/msg/sync.contract.js';
import { orderCreateContract } from '../../src/application/contracts/order/create.contract.js';
import { payEventAckContract } from '../../src/application/contracts/pay/event-ack.contract.js';
import { payStartContract } from '../../src/application/contracts/pay/start.contract.js';
import { CARD_PAY_TYPE, CARD_WIDGET_RESP_OK, ORDER_PENDING_TTL_MS, PAYMENT_STATUS, PAYMENTS_SWEEP_INTERVAL_MS, PRODUCT_TYPE, SANDBOX_PENDING_SETTLE_MS } from '../../src/domain/constants.js';
import { SANDBOX_ERROR } from '../../server/payments/sandbox-provider/sandbox-codes.js';
import { TEST_CARDS } from '../../server/payments/sandbox-provider/test-cards.js';
import { payEventsIn, startPaymentServer, TEST_CARD_EXPIRY, until, untilOrderStatus, type PaymentServer } from './payments-harness.js';
import { PAY_PLATFORM } from '../../src/domain/payments/payment-codes.js';
import { REPEAT_PAYMENT_ERROR_CODE } from '../../src/domain/payments/provider-result.js';

/** coins_300 paid by card: 300 coins, 30 bonus, 30 card extra. */
const CARD_COINS = 360;
/** The same package by wallet: no card extra. */
const WALLET_COINS = 330;

let server: PaymentServer;
beforeAll(async () => {
  server = await startPaymentServer();
});
afterAll(async () => server?.close());

async function listener(uid: number) {
  return server.listen(uid);
}

describe('the in-page card flow, card by card', () => {
  it('credits 4242 once, pushes a paid event (type 34), lists it in /msg/sync until /pay/event-ack', async () => {
    const uid = await server.newUser();
    const inbox = await listener(uid);
    const { orderNo, token } = await server.startCardPayment(uid);

    const result = await server.payWithCard(token, TEST_CARDS.succeed);

    expect(result).toMatchObject({ resultCode: 'succeed', status: 'S', respCode: CARD_WIDGET_RESP_OK, merchantOrderNo: orderNo, errorCode: null });
    await untilOrderStatus(server, orderNo, PAYMENT_STATUS.success);
    expect(await server.balance(uid)).toBe(CARD_COINS);
    await until(() => payEventsIn(inbox.messages).length === 1);
    const [event] = payEventsIn(inbox.messages);
    expect(event).toMatchObject({ kind: 'paid', order_no: orderNo, data: { status: PAYMENT_STATUS.success, coins: CARD_COINS, balance: CARD_COINS, money: '4.99', currency: 'USD' } });

    const http = server.client(uid);
    const synced = await http.request(msgSyncContract, {});
    expect(synced.ok && synced.data.pay_event_list.map((e) => e.event_id)).toEqual([event?.event_id]);
    const acked = await http.request(payEventAckContract, { event_id: [event?.event_id ?? 0] });
    expect(acked.ok && acked.data.acked).toBe(1);
    const again = await http.request(msgSyncContract, {});
    expect(again.ok && again.data.pay_event_list).toEqual([]);
  });

  it('asks for 3-D Secure with 3220 and pays when the buyer approves on the challenge page', async () => {
    const uid = await server.newUser();
    const inbox = await listener(uid);
    const { orderNo, token } = await server.startCardPayment(uid);

    const result = await server.payWithCard(token, TEST_CARDS.challenge);
    expect(result).toMatchObject({ resultCode: 'challenge', status: 'R', redirectMethod: 'GET' });
    expect(await server.orderStatus(orderNo)).toBe(PAYMENT_STATUS.pending);

    const page = await server.getPage(result.redirectUrl ?? '');
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-testid="challenge-approve"');
    expect(page.html).toContain('data-testid="challenge-deny"');
    const decided = await server.submitForm(page.html, { decision: 'approve' });
    expect(decided.html).toContain('data-result="succeed"');

    await untilOrderStatus(server, orderNo, PAYMENT_STATUS.success);
    expect(await server.balance(uid)).toBe(CARD_COINS);
    await until(() => payEventsIn(inbox.messages).some((e) => e.kind === 'paid'));
  });

  it('fails 3220 when the buyer denies the challenge, credits nothing, and a repay on a new order succeeds', async () => {
    const uid = await server.newUser();
    const inbox = await listener(uid);
    const first = await server.startCardPayment(uid);
    const result = await server.payWithCard(first.token, TEST_CARDS.challenge);
    const page = await server.getPage(result.redirectUrl ?? '');

    const decided = await server.submitForm(page.html, { decision: 'deny' });
    expect(decided.html).toContain('data-result="failed"');
    await untilOrderStatus(server, first.orderNo, PAYMENT_STATUS.fail);
    await until(() => payEventsIn(inbox.messages).some((e) => e.kind === 'failed'));
    const failed = payEventsIn(inbox.messages).find((e) => e.kind === 'failed');
    expect(failed?.data).toMatchObject({ status: PAYMENT_STATUS.fail, coins: 0, failure: `card:${SANDBOX_ERROR.challengeFailed}` });
    expect(await server.balance(uid)).toBe(0);

    // The challenge form cannot be replayed to turn the failure into a success.
    const replayed = await server.submitForm(page.html, { decision: 'approve' });
    expect(replayed.status).toBe(409);

    const repay = await server.startCardPayment(uid);
    await server.payWithCard(repay.token, TEST_CARDS.succeed);
    await untilOrderStatus(server, repay.orderNo, PAYMENT_STATUS.success);
    expect(await server.orderStatus(first.orderNo)).toBe(PAYMENT_STATUS.fail);
    expect(await server.balance(uid)).toBe(CARD_COINS);
  });

  it('runs the hidden data-collection step for 3063, then succeeds; the active query reports it', async () => {
    const uid = await server.newUser();
    const { orderNo, token } = await server.startCardPayment(uid);

    const result = await server.payWithCard(token, TEST_CARDS.gather);
    expect(result).toMatchObject({ resultCode: 'gather', status: 'R' });
    const query = async () => {
      const response = await fetch(`${server.baseUrl}${server.settings.publicUrl}/v1/payments/result`, { headers: { authorization: `Bearer ${token}` } });
      return ((await response.json()) as { resultCode: string }).resultCode;
    };
    expect(await query()).toBe('gather');

    const frame = await server.getPage(result.redirectUrl ?? '');
    const gathered = await server.submitForm(frame.html, { screen_width: '390', screen_height: '844', color_depth: '24', timezone_offset: '0', language: 'en' });
    expect(gathered.html).toContain('data-result="succeed"');
    expect(await query()).toBe('succeed');
    await untilOrderStatus(server, orderNo, PAYMENT_STATUS.success);
    expect(await server.balance(uid)).toBe(CARD_COINS);
  });

  it('reports 0077 as pending and credits it when it settles a few seconds later', async () => {
    const uid = await server.newUser();
    const inbox = await listener(uid);
    const { orderNo, token } = await server.startCardPayment(uid);

    const result = await server.payWithCard(token, TEST_CARDS.pending);
    expect(result).toMatchObject({ resultCode: 'pending', status: 'P' });
    await server.time.advanceBy(SANDBOX_PENDING_SETTLE_MS - 1);
    expect(await server.orderStatus(orderNo)).toBe(PAYMENT_STATUS.pending);
    expect(await server.balance(uid)).toBe(0);

    await server.time.advanceBy(1);
    await untilOrderStatus(server, orderNo, PAYMENT_STATUS.success);
    expect(await server.balance(uid)).toBe(CARD_COINS);
    await until(() => payEventsIn(inbox.messages).some((e) => e.kind === 'paid' && e.order_no === orderNo));
  });

  it('declines 0002: the order fails with the provider’s code and a failed event, nothing is credited', async () => {
    const uid = await server.newUser();
    const inbox = await listener(uid);
    const { orderNo, token } = await server.startCardPayment(uid);

    const result = await server.payWithCard(token, TEST_CARDS.decline);

    expect(result).toMatchObject({ resultCode: 'failed', status: 'F', errorCode: SANDBOX_ERROR.declined, errorMsg: 'Card declined' });
    await untilOrderStatus(server, orderNo, PAYMENT_STATUS.fail);
    await until(() => payEventsIn(inbox.messages).some((e) => e.kind === 'failed'));
    expect(await server.balance(uid)).toBe(0);
  });

  it('answers 1100 to the same order submitted twice and credits it once', async () => {
    const uid = await server.newUser();
    const { orderNo, token } = await server.startCardPayment(uid);

    const [first, second] = await Promise.all([server.payWithCard(token, TEST_CARDS.succeed), server.payWithCard(token, TEST_CARDS.succeed)]);
    const results = [first, second].map((r) => r.errorCode);

    expect(results.sort()).toEqual([REPEAT_PAYMENT_ERROR_CODE, null].sort());
    await untilOrderStatus(server, orderNo, PAYMENT_STATUS.success);
    const third = await server.payWithCard(token, TEST_CARDS.succeed);
    expect(third).toMatchObject({ resultCode: 'failed', errorCode: REPEAT_PAYMENT_ERROR_CODE });
    expect(await server.balance(uid)).toBe(CARD_COINS);
  });

  it('refuses a mistyped card without using the transaction up', async () => {
    const uid = await server.newUser();
    const { orderNo, token } = await server.startCardPayment(uid);

    const typo = await server.payWithCard(token, '4242424242424241');
    expect(typo).toMatchObject({ resultCode: 'failed', errorCode: SANDBOX_ERROR.invalidCard });
    const fixed = await server.payWithCard(token, TEST_CARDS.succeed);
    expect(fixed.resultCode).toBe('succeed');
    await untilOrderStatus(server, orderNo, PAYMENT_STATUS.success);
  });
});

describe('the hosted checkout of /order/create', () => {
  async function createOrder(uid: number, extra: Record<string, unknown> = {}) {
    const created = await server.client(uid).request(orderCreateContract, {
      pay_type: CARD_PAY_TYPE, goods_id: 'coins_300', product_type: PRODUCT_TYPE.coins, email: 'buyer@example.com', country_code: 'US',
      return_url: '/#/pages/payment/pay-result?pay_type=22&origin=balance', request_host: server.baseUrl, ...extra,
    });
    if (!created.ok) throw new Error(created.error.msg);
    return created.data;
  }

  it('sends the browser to the sandbox checkout, and back to the pay-result page with the outcome after paying', async () => {
    const uid = await server.newUser();
    const { redirect_url: redirectUrl, order_no: orderNo } = await createOrder(uid);
    expect(redirectUrl).toMatch(/^\/sandbox-pay\/checkout\/txn_/);

    const page = await server.getPage(redirectUrl);
    expect(page.html).toContain('4.99 USD');
    const paid = await server.submitForm(page.html, { number: TEST_CARDS.succeed, expiry: TEST_CARD_EXPIRY, cvc: '123', first_name: 'Ana', last_name: 'Lima' });

    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(new RegExp(`^/#/pages/payment/pay-result\\?pay_type=22&origin=balance&order_no=${orderNo}&transaction_id=txn_\\w+&result=succeed$`));
    await untilOrderStatus(server, orderNo, PAYMENT_STATUS.success);
    expect(await server.balance(uid)).toBe(CARD_COINS);
  });

  it('leads a challenge card from the checkout to the challenge page', async () => {
    const uid = await server.newUser();
    const { redirect_url: redirectUrl, order_no: orderNo } = await createOrder(uid);
    const page = await server.getPage(redirectUrl);
    const paid = await server.submitForm(page.html, { number: TEST_CARDS.challenge, expiry: TEST_CARD_EXPIRY, cvc: '123', first_name: 'Ana', last_name: 'Lima' });
    expect(paid.status).toBe(303);
    const challenge = await server.getPage(paid.location ?? '');
    const approved = await server.submitForm(challenge.html, { decision: 'approve' });
    expect(approved.html).toContain('data-result="succeed"');
    await untilOrderStatus(server, orderNo, PAYMENT_STATUS.success);
  });

  it('refuses a return URL on another site', async () => {
    const uid = await server.newUser();
    const refused = await server.client(uid).request(orderCreateContract, {
      pay_type: CARD_PAY_TYPE, goods_id: 'coins_300', product_type: PRODUCT_TYPE.coins, return_url: 'https://evil.example/steal', request_host: server.baseUrl,
    });
    expect(refused).toMatchObject({ ok: false, error: { msg: 'ORDER.BAD_RETURN_URL' } });
  });
});

describe('wallet payments', () => {
  it('validates the merchant session, pays through /applepay/payment, and credits without the card bonus', async () => {
    const uid = await server.newUser();
    const created = await server.client(uid).request(orderCreateContract, {
      pay_type: CARD_PAY_TYPE, goods_id: 'coins_300', product_type: PRODUCT_TYPE.coins, pay_platform: PAY_PLATFORM.iosWallet, request_host: server.baseUrl,
    });
    if (!created.ok) throw new Error(created.error.msg);
    const started = await server.client(uid).request(payStartContract, { pay_type: CARD_PAY_TYPE, order_no: created.data.order_no });
    if (!started.ok) throw new Error(started.error.msg);
    const post = (path: string, body: unknown) =>
      fetch(`${server.baseUrl}${started.data.provider_url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

    const wrongMerchant = await post('/applepay/paymentSession', { merchantIdentifier: 'merchant.someone.else', displayName: 'Glint', initiative: 'web', initiativeContext: 'glint.test' });
    expect(wrongMerchant.status).toBe(400);
    const session = await post('/applepay/paymentSession', { merchantIdentifier: server.settings.walletMerchantId, displayName: 'Glint', initiative: 'web', initiativeContext: 'glint.test' });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ domainName: 'glint.test', displayName: 'Glint', merchantSessionIdentifier: expect.stringMatching(/^SSH/) });

    const payment = await post('/applepay/payment', {
      sessionToken: started.data.token, referer: server.baseUrl,
      applePayPayment: { token: { paymentData: { sandboxCard: TEST_CARDS.challenge }, paymentMethod: { network: 'Visa', type: 'debit' }, transactionIdentifier: 'abc' } },
    });
    const answer = (await payment.json()) as { newNotifyParams: string; applePayPaymentAuthorizationResult: { status: number } };
    // A wallet's cryptogram authenticates the buyer: the challenge card needs no challenge here.
    expect(answer.applePayPaymentAuthorizationResult.status).toBe(0);
    expect(JSON.parse(answer.newNotifyParams)).toMatchObject({ merchant_order_no: created.data.order_no, result: 'succeed' });
    await untilOrderStatus(server, created.data.order_no, PAYMENT_STATUS.success);
    expect(await server.balance(uid)).toBe(WALLET_COINS);
  });
});

describe('orders and tokens', () => {
  it('gives an access token only for the caller’s own pending card order', async () => {
    const owner = await server.newUser();
    const stranger = await server.newUser();
    const { orderNo, token } = await server.startCardPayment(owner);

    const theirs = await server.client(stranger).request(payStartContract, { pay_type: CARD_PAY_TYPE, order_no: orderNo });
    expect(theirs).toMatchObject({ ok: false, error: { msg: 'ORDER.NOT_FOUND' } });
    await server.payWithCard(token, TEST_CARDS.succeed);
    await untilOrderStatus(server, orderNo, PAYMENT_STATUS.success);
    const settled = await server.client(owner).request(payStartContract, { pay_type: CARD_PAY_TYPE, order_no: orderNo });
    expect(settled).toMatchObject({ ok: false, error: { msg: 'ORDER.NOT_PENDING' } });
  });

  it('refuses an unknown access token at the provider', async () => {
    const response = await fetch(`${server.baseUrl}${server.settings.publicUrl}/v1/payments`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer tok_forged' }, body: JSON.stringify({ card: {} }),
    });
    expect(response.status).toBe(401);
  });

  it('leaves no order in limbo: an unpaid order past its deadline is cancelled at the provider and expires, with an event', async () => {
    const uid = await server.newUser();
    const inbox = await listener(uid);
    const { orderNo, transactionId } = await server.startCardPayment(uid);

    server.time.jump(ORDER_PENDING_TTL_MS);
    await server.time.advanceBy(PAYMENTS_SWEEP_INTERVAL_MS);

    expect(await server.orderStatus(orderNo)).toBe(PAYMENT_STATUS.timeout);
    await until(() => payEventsIn(inbox.messages).some((e) => e.kind === 'expired' && e.order_no === orderNo));
    // The provider's transaction is closed, so no money can arrive for an expired order.
    const { merchantNo, apiSecret, publicUrl } = server.settings;
    const response = await fetch(`${server.baseUrl}${publicUrl}/v1/transactions/${transactionId}`, {
      headers: { authorization: `Basic ${Buffer.from(`${merchantNo}:${apiSecret}`).toString('base64')}` },
    });
    expect(await response.json()).toMatchObject({ status: 'canceled', error_code: SANDBOX_ERROR.closed });
    expect(await server.balance(uid)).toBe(0);
  });

  it('credits a payment whose notification was lost when the sweep asks the provider', async () => {
    const uid = await server.newUser();
    const { orderNo, token } = await server.startCardPayment(uid);
    const { provider_ref: ref } = await server.database.db.selectFrom('orders').select('provider_ref').where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    // While the order points elsewhere, the provider's notification cannot match it: it is logged and credits nothing.
    await server.database.db.updateTable('orders').set({ provider_ref: 'txn_elsewhere' }).where('order_no', '=', orderNo).execute();
    await server.payWithCard(token, TEST_CARDS.succeed);
    await until(async () => {
      const logged = await server.database.db.selectFrom('payment_notifications').select('error').where('order_no', '=', orderNo).executeTakeFirst();
      return logged?.error === 'ORDER.TRANSACTION_MISMATCH';
    });
    expect(await server.balance(uid)).toBe(0);
    await server.database.db.updateTable('orders').set({ provider_ref: ref }).where('order_no', '=', orderNo).execute();

    server.time.jump(ORDER_PENDING_TTL_MS);
    await server.time.advanceBy(PAYMENTS_SWEEP_INTERVAL_MS);

    expect(await server.orderStatus(orderNo)).toBe(PAYMENT_STATUS.success);
    expect(await server.balance(uid)).toBe(CARD_COINS);
  });

  it('expires an order whose transaction the provider has never heard of', async () => {
    const uid = await server.newUser();
    const { orderNo } = await server.startCardPayment(uid);
    await server.database.db.updateTable('orders').set({ provider_ref: 'txn_lost' }).where('order_no', '=', orderNo).execute();

    server.time.jump(ORDER_PENDING_TTL_MS);
    await server.time.advanceBy(PAYMENTS_SWEEP_INTERVAL_MS);

    const row = await server.database.db.selectFrom('orders').select(['status']).where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    expect(row.status).toBe(PAYMENT_STATUS.timeout);
  });
});
