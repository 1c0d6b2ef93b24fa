import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderAppleCreateContract } from '../../src/application/contracts/order-apple/create.contract.js';
import { orderAppleVerifyContract } from '../../src/application/contracts/order-apple/verify.contract.js';
import { vipCallbackContract } from '../../src/application/contracts/vip/callback.contract.js';
import { vipCancelContract } from '../../src/application/contracts/vip/cancel.contract.js';
import { vipSubscriptionContract } from '../../src/application/contracts/vip/subscription.contract.js';
import { MS_PER_DAY, PAYMENT_STATUS, PRODUCT_TYPE, VIP_MONTH_MS } from '../../src/domain/constants.js';
import { VIP_RENEWAL_LEAD_MS, VIP_RENEWAL_MAX_ATTEMPTS, VIP_RENEWAL_RETRY_MS, VIP_RENEWAL_JOB_INTERVAL_MS } from '../../src/domain/payments/vip-renewal.js';
import { createSandboxCardProvider } from '../../server/payments/card-provider.js';
import { loopbackTransport } from '../../server/payments/loopback-transport.js';
import { NOTIFY_PATH } from '../../server/payments/notification-route.js';
import { ORDER_STATUS } from '../../server/payments/order-state.js';
import { paymentsDatabase } from '../../server/payments/payment-tables.js';
import type { PaymentsDeps } from '../../server/payments/payments-deps.js';
import { createGiftBag } from '../../server/gifts/gift-bag.js';
import { TEST_CARDS } from '../../server/payments/sandbox-provider/test-cards.js';
import { IDEMPOTENCY_KEY_HEADER, MERCHANT_SIGNATURE_HEADER, merchantChargeText, signNotification, signReceipt } from '../../server/payments/signing.js';
import { renewDueSubscriptions } from '../../server/vip/subscriptions/renew-due-subscriptions.js';
import { RENEWAL_FROM_TYPE } from '../../server/vip/subscriptions/renew-subscription.js';
import { RENEWAL_HOOK_PATH } from '../../server/vip/subscriptions/renewal-test-hook.js';
import { subscriptionsDatabase } from '../../server/vip/subscriptions/subscription-tables.js';
import { startPaymentServer, untilOrderStatus, type PaymentServer } from './payments-harness.js';

/** vip_1m by card: its 300 monthly coins and the 30 card extra, on the first payment and on every renewal. */
const VIP_1M_BY_CARD_COINS = 330;
const VIP_1M_PRICE_DESC = '$9.99';

let server: PaymentServer;
let deps: PaymentsDeps;
/** What the renewal runs this test makes itself reported as failed (nothing, when all goes well). */
const errors: unknown[] = [];
beforeAll(async () => {
  server = await startPaymentServer();
  deps = {
    db: server.database.db,
    giftBag: createGiftBag(server.database.db, server.time),
    pdb: paymentsDatabase(server.database.db),
    clock: server.time,
    publisher: server.app.realtime.publisher,
    onError: (error) => errors.push(error),
    provider: createSandboxCardProvider(server.settings, loopbackTransport(server.app), server.time),
    notifyUrl: NOTIFY_PATH,
    notifySecret: server.settings.notifySecret,
    storeSecret: server.settings.storeSecret,
    paySandbox: true,
    publicOrigins: [],
  };
});
afterAll(async () => server?.close());

async function subscribe(uid: number, card: string = TEST_CARDS.succeed): Promise<string> {
  const { orderNo, token } = await server.startCardPayment(uid, 'vip_1m', PRODUCT_TYPE.vip);
  await server.payWithCard(token, card);
  await untilOrderStatus(server, orderNo, PAYMENT_STATUS.success);
  return orderNo;
}

async function vipExp(uid: number): Promise<number> {
  const row = await server.database.db.selectFrom('users').select('vip_expires_at').where('uid', '=', uid).executeTakeFirstOrThrow();
  return row.vip_expires_at ?? 0;
}

async function status(uid: number) {
  const answer = await server.client(uid).request(vipSubscriptionContract, {});
  if (!answer.ok) throw new Error(answer.error.msg);
  return answer.data;
}

async function renewalOrders(uid: number) {
  return server.database.db.selectFrom('orders').select(['order_no', 'status']).where('uid', '=', uid).where('from_type', '=', RENEWAL_FROM_TYPE).orderBy('created_at').execute();
}

async function isVip(uid: number): Promise<boolean> {
  const answer = await server.client(uid).request(vipCallbackContract, {});
  if (!answer.ok) throw new Error(answer.error.msg);
  return answer.data.is_vip === 1;
}

/** Moves the clock to `at` and lets the server's own jobs (renewals, sweep) run once. */
async function runJobsAt(at: number): Promise<void> {
  server.time.jump(at - server.time.now());
  await server.time.advanceBy(0);
}

describe('VIP as a card subscription', () => {
  it('keeps the card of a first VIP purchase and shows the renewal date and price', async () => {
    const uid = await server.newUser();
    await subscribe(uid);
    expect(await status(uid)).toEqual({ state: 'renewing', period_end: await vipExp(uid), price_desc: VIP_1M_PRICE_DESC });
    const row = await subscriptionsDatabase(server.database.db).selectFrom('vip_subscriptions').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
    expect(row.card_token).toMatch(/^card_/);
    expect(row.card_token).not.toContain(TEST_CARDS.succeed.slice(-4));
  });

  it('renews once per period with the monthly coins and one more month, even when the job runs twice and concurrently', async () => {
    const uid = await server.newUser();
    await subscribe(uid);
    const firstEnd = await vipExp(uid);
    const balance = await server.balance(uid);

    await runJobsAt(firstEnd - VIP_RENEWAL_LEAD_MS);
    const now = server.time.now();
    await Promise.all([renewDueSubscriptions(deps, now), renewDueSubscriptions(deps, now)]);
    await runJobsAt(server.time.now() + VIP_RENEWAL_JOB_INTERVAL_MS);

    expect(await vipExp(uid)).toBe(firstEnd + VIP_MONTH_MS);
    expect(await server.balance(uid)).toBe(balance + VIP_1M_BY_CARD_COINS);
    expect((await renewalOrders(uid)).map((o) => o.status)).toEqual([ORDER_STATUS.paid]);
    expect(await status(uid)).toMatchObject({ state: 'renewing', period_end: firstEnd + VIP_MONTH_MS });

    await runJobsAt(firstEnd + VIP_MONTH_MS - VIP_RENEWAL_LEAD_MS);
    await renewDueSubscriptions(deps, server.time.now());
    expect(await vipExp(uid)).toBe(firstEnd + 2 * VIP_MONTH_MS);
    expect(await server.balance(uid)).toBe(balance + 2 * VIP_1M_BY_CARD_COINS);
    expect((await renewalOrders(uid)).map((o) => o.status)).toEqual([ORDER_STATUS.paid, ORDER_STATUS.paid]);
    expect(errors).toEqual([]);
  });

  it('retries a declined renewal on its schedule, then lets VIP end at the end of the paid period without charging', async () => {
    const uid = await server.newUser();
    await subscribe(uid, TEST_CARDS.renewalDecline);
    const end = await vipExp(uid);
    const balance = await server.balance(uid);

    await runJobsAt(end - VIP_RENEWAL_LEAD_MS);
    expect(await status(uid)).toMatchObject({ state: 'retrying', period_end: end });
    for (let attempt = 2; attempt <= VIP_RENEWAL_MAX_ATTEMPTS; attempt++) {
      await runJobsAt(end - VIP_RENEWAL_LEAD_MS + (attempt - 1) * VIP_RENEWAL_RETRY_MS);
    }
    expect((await renewalOrders(uid)).map((o) => o.status)).toEqual(Array.from({ length: VIP_RENEWAL_MAX_ATTEMPTS }, () => ORDER_STATUS.failed));
    expect(await status(uid)).toEqual({ state: 'ending', period_end: end, price_desc: VIP_1M_PRICE_DESC });
    expect(await isVip(uid)).toBe(true);

    await runJobsAt(end + MS_PER_DAY);
    expect(await vipExp(uid)).toBe(end);
    expect(await isVip(uid)).toBe(false);
    expect(await server.balance(uid)).toBe(balance);
    expect(await renewalOrders(uid)).toHaveLength(VIP_RENEWAL_MAX_ATTEMPTS);
    expect(await status(uid)).toEqual({ state: 'none', period_end: 0, price_desc: '' });
  });

  it('after a cancel charges nothing more and keeps VIP to the end of the paid period', async () => {
    const uid = await server.newUser();
    await subscribe(uid);
    const end = await vipExp(uid);
    const balance = await server.balance(uid);

    const cancelled = await server.client(uid).request(vipCancelContract, {});
    expect(cancelled.ok && cancelled.data).toEqual({ state: 'ending', period_end: end, price_desc: VIP_1M_PRICE_DESC });

    await runJobsAt(end - VIP_RENEWAL_LEAD_MS);
    await renewDueSubscriptions(deps, server.time.now());
    await runJobsAt(end - 1);
    expect(await isVip(uid)).toBe(true);
    await runJobsAt(end + VIP_MONTH_MS);
    expect(await isVip(uid)).toBe(false);
    expect(await vipExp(uid)).toBe(end);
    expect(await server.balance(uid)).toBe(balance);
    expect(await renewalOrders(uid)).toEqual([]);
  });

  it('refuses to cancel when there is nothing to cancel, and changes nothing', async () => {
    const never = await server.newUser();
    const refused = await server.client(never).request(vipCancelContract, {});
    expect(refused).toMatchObject({ ok: false, error: { msg: 'VIP.NOT_SUBSCRIBED' } });
    expect(await status(never)).toEqual({ state: 'none', period_end: 0, price_desc: '' });

    const member = await server.newUser();
    await subscribe(member);
    expect((await server.client(member).request(vipCancelContract, {})).ok).toBe(true);
    const before = await subscriptionsDatabase(server.database.db).selectFrom('vip_subscriptions').selectAll().where('uid', '=', member).executeTakeFirstOrThrow();
    const again = await server.client(member).request(vipCancelContract, {});
    expect(again).toMatchObject({ ok: false, error: { msg: 'VIP.NOT_SUBSCRIBED' } });
    const after = await subscriptionsDatabase(server.database.db).selectFrom('vip_subscriptions').selectAll().where('uid', '=', member).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});

describe('the sandbox provider’s merchant-initiated charge', () => {
  async function savedCard(): Promise<{ uid: number; token: string }> {
    const uid = await server.newUser();
    await subscribe(uid);
    const row = await subscriptionsDatabase(server.database.db).selectFrom('vip_subscriptions').select('card_token').where('uid', '=', uid).executeTakeFirstOrThrow();
    return { uid, token: row.card_token };
  }

  async function openTransaction(uid: number, orderNo: string): Promise<string> {
    const created = await deps.provider.createTransaction({ merchantOrderNo: orderNo, amount: 999, currency: 'USD', notifyUrl: '/nowhere', returnUrl: null, customer: { userId: String(uid), email: '', country: '' }, browser: null });
    if (!created.ok) throw new Error(created.error.detail);
    return created.value.id;
  }

  function rawCharge(transactionId: string, cardToken: string, key: string, signature = signNotification(server.settings.apiSecret, merchantChargeText(transactionId, cardToken, key), server.time.now())) {
    const authorization = `Basic ${Buffer.from(`${server.settings.merchantNo}:${server.settings.apiSecret}`).toString('base64')}`;
    return server.app.inject({
      method: 'POST', url: `${server.settings.publicUrl}/v1/transactions/${transactionId}/charge-saved-card`,
      headers: { authorization, 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key, [MERCHANT_SIGNATURE_HEADER]: signature },
      payload: JSON.stringify({ card_token: cardToken }),
    });
  }

  it('charges once per idempotency key and answers a repeat with the first charge', async () => {
    const { uid, token } = await savedCard();
    const id = await openTransaction(uid, 'MIT-1');
    const first = await deps.provider.chargeSavedCard(id, token, 'key-1');
    const again = await deps.provider.chargeSavedCard(id, token, 'key-1');
    expect(first).toMatchObject({ ok: true, value: { id, status: 'succeeded' } });
    expect(again).toEqual(first);
    const otherKey = await deps.provider.chargeSavedCard(id, token, 'key-2');
    expect(otherKey).toMatchObject({ ok: false, error: { status: 409 } });
  });

  it('refuses a forged signature, a replayed old one, and another customer’s card, charging nothing', async () => {
    const { uid, token } = await savedCard();
    const { uid: stranger } = await savedCard();
    const id = await openTransaction(uid, 'MIT-2');
    const forged = await rawCharge(id, token, 'k', signNotification('not-the-secret', merchantChargeText(id, token, 'k'), server.time.now()));
    expect(forged.statusCode).toBe(401);
    const stale = await rawCharge(id, token, 'k', signNotification(server.settings.apiSecret, merchantChargeText(id, token, 'k'), server.time.now() - 10 * 60_000));
    expect(stale.statusCode).toBe(401);
    const strangersTransaction = await openTransaction(stranger, 'MIT-3');
    expect((await rawCharge(strangersTransaction, token, 'k3')).statusCode).toBe(404);
    const untouched = await deps.provider.getTransaction(id);
    expect(untouched).toMatchObject({ ok: true, value: { status: 'created' } });
  });

  it('declines charges on the renewal-decline test card with insufficient funds', async () => {
    const uid = await server.newUser();
    await subscribe(uid, TEST_CARDS.renewalDecline);
    const row = await subscriptionsDatabase(server.database.db).selectFrom('vip_subscriptions').select('card_token').where('uid', '=', uid).executeTakeFirstOrThrow();
    const id = await openTransaction(uid, 'MIT-4');
    expect(await deps.provider.chargeSavedCard(id, row.card_token, 'k4')).toMatchObject({ ok: true, value: { status: 'failed', errorCode: 1201 } });
  });
});

describe('the sandbox renewal hook', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${RENEWAL_HOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-glint-admin': '1', ...headers }, body: JSON.stringify(body) });

  it('refuses a relayed request, bad input and a member with nothing to renew, changing nothing', async () => {
    const uid = await server.newUser();
    await subscribe(uid);
    const end = await vipExp(uid);
    expect((await post({ uid }, { 'x-forwarded-for': '198.51.100.4' })).status).toBe(403);
    expect((await post({ uid: 'one' })).status).toBe(400);
    expect((await post({ uid: await server.newUser() })).status).toBe(409);
    expect(await renewalOrders(uid)).toEqual([]);
    expect(await vipExp(uid)).toBe(end);
  });

  it('runs the member’s next attempt now, through the real charge', async () => {
    const uid = await server.newUser();
    await subscribe(uid);
    const end = await vipExp(uid);
    const response = await post({ uid });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: 'paid' });
    expect(await vipExp(uid)).toBe(end + VIP_MONTH_MS);
  });
});

describe('VIP bought in the app store', () => {
  const SKU = 'glint.vip.1m';

  async function storeReceipt(uid: number, content: Record<string, unknown> = {}): Promise<{ tranNo: string; receipt: string }> {
    const created = await server.client(uid).request(orderAppleCreateContract, { goods_id: 'vip_1m', product_type: PRODUCT_TYPE.vip, from_type: 101 });
    if (!created.ok) throw new Error(created.error.msg);
    const tranNo = created.data.tran_no;
    if (Object.keys(content).length > 0) return { tranNo, receipt: signReceipt(server.settings.storeSecret, { transaction_id: `T${tranNo}`, product_id: SKU, app_account_token: tranNo, environment: 'Sandbox', ...content }) };
    const response = await fetch(`${server.baseUrl}${server.settings.publicUrl}/iap/purchase`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ product_id: SKU, app_account_token: tranNo }),
    });
    return { tranNo, receipt: ((await response.json()) as { receipt_data: string }).receipt_data };
  }

  const verify = (uid: number, tranNo: string, receipt: string) =>
    server.client(uid).request(orderAppleVerifyContract, { sku: SKU, product_type: PRODUCT_TYPE.vip, receipt_data: receipt, tran_no: tranNo });

  it('follows the store receipt’s expiry, and the server never charges a card for it', async () => {
    const uid = await server.newUser();
    const { tranNo, receipt } = await storeReceipt(uid);
    expect((await verify(uid, tranNo, receipt)).ok).toBe(true);
    expect(await vipExp(uid)).toBe(server.time.now() + VIP_MONTH_MS);
    expect(await status(uid)).toEqual({ state: 'none', period_end: 0, price_desc: '' });

    const expiresAt = await vipExp(uid);
    await renewDueSubscriptions(deps, expiresAt - VIP_RENEWAL_LEAD_MS);
    expect(await renewalOrders(uid)).toEqual([]);
  });

  it('gives the VIP time the receipt states, keeping time already bought, and none for an expired receipt', async () => {
    const uid = await server.newUser();
    const now = server.time.now();
    const { tranNo, receipt } = await storeReceipt(uid, { expires_date: now + 10 * MS_PER_DAY });
    expect((await verify(uid, tranNo, receipt)).ok).toBe(true);
    expect(await vipExp(uid)).toBe(now + 10 * MS_PER_DAY);

    const late = await storeReceipt(uid, { expires_date: now - MS_PER_DAY });
    expect((await verify(uid, late.tranNo, late.receipt)).ok).toBe(true);
    expect(await vipExp(uid)).toBe(now + 10 * MS_PER_DAY);
  });
});
