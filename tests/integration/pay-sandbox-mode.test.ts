import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderAppleVerifyContract } from '../../src/application/contracts/order-apple/verify.contract.js';
import { orderCreateContract } from '../../src/application/contracts/order/create.contract.js';
import { CARD_PAY_TYPE, PRODUCT_TYPE } from '../../src/domain/constants.js';
import { paymentsDatabase } from '../../server/payments/payment-tables.js';
import { signReceipt } from '../../server/payments/signing.js';
import { startPaymentServer, type PaymentServer } from './payments-harness.js';
import { buyInStore, createStoreOrder } from './store-helpers.js';

const SKU = 'glint.coins.300';
const SITE = 'https://glint.example';

async function postJson(server: PaymentServer, path: string, body: unknown): Promise<number> {
  const response = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await response.arrayBuffer();
  return response.status;
}

describe('production without PAY_SANDBOX', () => {
  let server: PaymentServer;
  beforeAll(async () => {
    server = await startPaymentServer({ config: { NODE_ENV: 'production' } });
  });
  afterAll(async () => server?.close());

  it('does not mount the sandbox provider or its store', async () => {
    expect(await postJson(server, '/sandbox-pay/iap/purchase', { product_id: SKU, app_account_token: 'x' })).toBe(404);
    expect((await server.getPage('/sandbox-pay/checkout/anything')).status).toBe(404);
  });

  it('credits nothing for a receipt the sandbox store signed', async () => {
    const uid = await server.newUser();
    const tranNo = await createStoreOrder(server, uid);
    const receipt = signReceipt(server.settings.storeSecret, { transaction_id: '1000123', product_id: SKU, app_account_token: tranNo, environment: 'Sandbox' });

    const verified = await server.client(uid).request(orderAppleVerifyContract, { sku: SKU, product_type: PRODUCT_TYPE.coins, receipt_data: receipt, tran_no: tranNo });

    expect(verified).toMatchObject({ ok: false, error: { msg: 'IAP.SANDBOX_OFF' } });
    expect(await server.balance(uid)).toBe(0);
  });

  it('refuses a notification signed like the sandbox, before reading it', async () => {
    const status = await server.notify({
      event_id: 'evt_forged', type: 'transaction.succeeded', created: server.time.now(),
      data: { transaction_id: 'tx_forged', merchant_order_no: 'GL-forged', amount: 499, currency: 'USD', status: 'succeeded', error_code: null },
    });

    expect(status).toBe(403);
    expect(await paymentsDatabase(server.database.db).selectFrom('payment_notifications').selectAll().execute()).toEqual([]);
  });

  it('refuses a card checkout with a clear code instead of letting a test card pay', async () => {
    const uid = await server.newUser();
    const created = await server.client(uid).request(orderCreateContract, { pay_type: CARD_PAY_TYPE, goods_id: 'coins_300', product_type: PRODUCT_TYPE.coins });

    expect(created).toMatchObject({ ok: false, error: { msg: 'PAY.PROVIDER_UNAVAILABLE' } });
    expect(await server.balance(uid)).toBe(0);
  });
});

describe('production with PAY_SANDBOX=1', () => {
  let server: PaymentServer;
  beforeAll(async () => {
    server = await startPaymentServer({ config: { NODE_ENV: 'production', PAY_SANDBOX: '1' } });
  });
  afterAll(async () => server?.close());

  it('mounts the sandbox store, whose receipts then credit', async () => {
    const uid = await server.newUser();
    const tranNo = await createStoreOrder(server, uid);
    const { receipt_data: receipt } = await buyInStore(server, SKU, tranNo);

    const verified = await server.client(uid).request(orderAppleVerifyContract, { sku: SKU, product_type: PRODUCT_TYPE.coins, receipt_data: receipt, tran_no: tranNo });

    expect(verified.ok).toBe(true);
  });
});

describe('return URLs of a card order (open redirect)', () => {
  let server: PaymentServer;
  beforeAll(async () => {
    server = await startPaymentServer({ config: { PUBLIC_ORIGIN: SITE } });
  });
  afterAll(async () => server?.close());

  const order = (server: PaymentServer, uid: number, urls: { return_url?: string; cancel_url?: string; request_host?: string }) =>
    server.client(uid).request(orderCreateContract, { pay_type: CARD_PAY_TYPE, goods_id: 'coins_300', product_type: PRODUCT_TYPE.coins, ...urls });

  it('refuses a return URL on whatever host the client says it runs on', async () => {
    const uid = await server.newUser();

    const refused = await order(server, uid, { return_url: 'https://evil.example/steal', request_host: 'https://evil.example' });

    expect(refused).toMatchObject({ ok: false, error: { msg: 'ORDER.BAD_RETURN_URL' } });
    expect(await server.database.db.selectFrom('orders').select('order_no').where('uid', '=', uid).execute()).toEqual([]);
  });

  it('refuses a cancel URL on another site', async () => {
    const uid = await server.newUser();
    expect(await order(server, uid, { return_url: '/#/pages/payment/pay-result', cancel_url: 'https://evil.example/', request_host: 'https://evil.example' }))
      .toMatchObject({ ok: false, error: { msg: 'ORDER.BAD_RETURN_URL' } });
  });

  it('accepts a return URL on the site’s configured origin, and a path of the site', async () => {
    const uid = await server.newUser();
    expect((await order(server, uid, { return_url: `${SITE}/#/pages/payment/pay-result` })).ok).toBe(true);
    expect((await order(server, uid, { return_url: '/#/pages/payment/pay-result', cancel_url: '/#/pages/payment/pay-result' })).ok).toBe(true);
  });
});
