import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { PayEvent } from '../../src/application/contracts/msg/sync.contract.js';
import { orderTransactionContract } from '../../src/application/contracts/order/transaction.contract.js';
import { payStartContract } from '../../src/application/contracts/pay/start.contract.js';
import { payEventMessageSchema, type PayEventMessage } from '../../src/application/contracts/pay/pay-event-message.js';
import { CARD_PAY_TYPE, PRODUCT_TYPE, REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import { NOTIFY_PATH } from '../../server/payments/notification-route.js';
import type { SandboxNotification } from '../../server/payments/sandbox-provider/sandbox-codes.js';
import { loadSandboxSettings, type SandboxSettings } from '../../server/payments/sandbox-provider/sandbox-settings.js';
import type { PayResult } from '../../server/payments/sandbox-provider/sandbox-transactions.js';
import { NOTIFICATION_SIGNATURE_HEADER, signNotification } from '../../server/payments/signing.js';
import { eventually, startCallServer, type CallServer } from '../support/call-harness.js';

/**
 * The real server in process for the payment tests (the call harness: in-memory PGlite, a
 * manual clock and scheduler, the browser's signed client, MQTT on the real broker) with
 * a known sandbox secret, so a test can sign notifications and receipts like the
 * provider and the store do — or forge them.
 */
export interface PaymentServer extends CallServer {
  readonly settings: SandboxSettings;
  readonly baseUrl: string;
  /** In-page card flow: /order/transaction then /pay/start; answers the order, transaction and access token. */
  startCardPayment(uid: number, goodsId?: string, productType?: 1 | 2): Promise<{ orderNo: string; transactionId: string; token: string }>;
  /** The checkout library's card call to the provider. */
  payWithCard(token: string, number: string): Promise<PayResult>;
  /** GET a page of the server (the sandbox's HTML). */
  getPage(path: string): Promise<{ status: number; html: string }>;
  /** Submits the page's form as a browser would: its hidden fields plus `fields` (a submit button's name and value among them). */
  submitForm(html: string, fields: Record<string, string>): Promise<{ status: number; html: string; location: string | null }>;
  /** POSTs a notification to Glint signed with `secret` (the sandbox's by default) at `timestamp` (now by default). */
  notify(notification: SandboxNotification, options?: { secret?: string; timestamp?: number }): Promise<number>;
  balance(uid: number): Promise<number>;
  orderStatus(orderNo: string): Promise<number | undefined>;
  /** Payment events (type 34) received by a listener. */
  payEvents(messages: readonly Record<string, unknown>[]): PayEventMessage[];
}

export const TEST_CARD_EXPIRY = '12/30';

export async function startPaymentServer(): Promise<PaymentServer> {
  const secret = randomBytes(16).toString('hex');
  process.env.SANDBOX_PAY_SECRET = secret;
  const server = await startCallServer();
  delete process.env.SANDBOX_PAY_SECRET;
  const settings = loadSandboxSettings({ SANDBOX_PAY_SECRET: secret });
  const address = server.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the server has no address');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    ...server,
    settings,
    baseUrl,
    async startCardPayment(uid, goodsId = 'coins_300', productType = PRODUCT_TYPE.coins) {
      const http = server.client(uid).http;
      const created = await http.call(orderTransactionContract, {
        pay_type: CARD_PAY_TYPE, goods_id: goodsId, product_type: productType, email: 'buyer@example.com', country_code: 'US',
        return_url: '/#/pages/payment/pay-result?pay_type=22', request_host: baseUrl, is_direct_card: 2,
        java_enabled: false, color_depth: 24, screen_height: 844, screen_width: 390, timezone_offset: 0, user_agent: 'test', language: 'en',
      });
      if (!created.ok) throw new Error(`order/transaction failed: ${created.error.msg}`);
      const started = await http.call(payStartContract, { pay_type: CARD_PAY_TYPE, order_no: created.data.order_no });
      if (!started.ok) throw new Error(`pay/start failed: ${started.error.msg}`);
      return { orderNo: created.data.order_no, transactionId: created.data.transaction_id, token: started.data.token };
    },
    async payWithCard(token, number) {
      const response = await fetch(`${baseUrl}${settings.publicUrl}/v1/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ card: { number, expiry: TEST_CARD_EXPIRY, cvc: '123', first_name: 'Ana', last_name: 'Lima' } }),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as PayResult;
    },
    async getPage(path) {
      const response = await fetch(new URL(path, baseUrl));
      return { status: response.status, html: await response.text() };
    },
    async submitForm(html, fields) {
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (action === undefined) throw new Error('the page has no form');
      const hidden = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
      const response = await fetch(new URL(action.replace(/&amp;/g, '&'), baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...hidden, ...fields }).toString(),
        redirect: 'manual',
      });
      return { status: response.status, html: await response.text(), location: response.headers.get('location') };
    },
    async notify(notification, options = {}) {
      const body = JSON.stringify(notification);
      const header = signNotification(options.secret ?? settings.notifySecret, body, options.timestamp ?? server.time.now());
      const response = await fetch(`${baseUrl}${NOTIFY_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', [NOTIFICATION_SIGNATURE_HEADER]: header }, body });
      await response.arrayBuffer();
      return response.status;
    },
    balance: (uid) => server.ledger.balanceOf(uid),
    async orderStatus(orderNo) {
      const row = await server.database.db.selectFrom('orders').select('status').where('order_no', '=', orderNo).executeTakeFirst();
      return row?.status;
    },
    payEvents(messages) {
      return messages.filter((m) => m.type === REALTIME_MESSAGE_TYPE.paymentEvent).map((m) => payEventMessageSchema.parse(m));
    },
  };
}

/** Waits (real time) until an asynchronous check holds: notifications and events arrive on their own. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits until an order reaches `status`. */
export async function untilOrderStatus(server: PaymentServer, orderNo: string, status: number): Promise<void> {
  await until(async () => (await server.orderStatus(orderNo)) === status).catch(async () => {
    throw new Error(`order ${orderNo} is at status ${await server.orderStatus(orderNo)}, expected ${status}`);
  });
}

export { eventually };
export type { PayEvent };
