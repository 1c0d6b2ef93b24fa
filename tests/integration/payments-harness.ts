import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import mqtt, { type MqttClient } from 'mqtt';
import { expect } from 'vitest';
import { InMemorySessionStore } from '../../server/api/in-memory-session-store.js';
import { buildApp } from '../../server/app.js';
import { ManualTime } from '../../server/calls/manual-time.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase, type OpenDatabase } from '../../server/db/open-database.js';
import type { UsersTable } from '../../server/db/schema.js';
import type { Ledger } from '../../server/ledger/ledger-types.js';
import { createSqlLedger } from '../../server/ledger/sql-ledger.js';
import { NOTIFY_PATH } from '../../server/payments/notification-route.js';
import type { SandboxNotification } from '../../server/payments/sandbox-provider/sandbox-codes.js';
import { loadSandboxSettings, type SandboxSettings } from '../../server/payments/sandbox-provider/sandbox-settings.js';
import type { PayResult } from '../../server/payments/sandbox-provider/sandbox-transactions.js';
import { NOTIFICATION_SIGNATURE_HEADER, signNotification } from '../../server/payments/signing.js';
import { cryptoJsCodec } from '../../src/adapters/http/crypto-js-codec.js';
import { SignedHttpClient } from '../../src/adapters/http/signed-http-client.js';
import { createCallbackDispatcher } from '../../src/application/callbacks/dispatch-callbacks.js';
import { orderTransactionContract } from '../../src/application/contracts/order/transaction.contract.js';
import { payEventMessageSchema, type PayEventMessage } from '../../src/application/contracts/pay/pay-event-message.js';
import { payStartContract } from '../../src/application/contracts/pay/start.contract.js';
import { createSessionEvents } from '../../src/application/session-events.js';
import { CARD_PAY_TYPE, MQTT_QOS, PRODUCT_TYPE, REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import { signIn } from '../support/request-layer-harness.js';
import { brokerLoginFor, sessionRowsIn } from '../support/broker-login.js';
import { MQTT_PROTOCOL_VERSION } from '../../src/adapters/realtime/mqtt-connect.js';

/** A fixed start, so times in assertions are readable; the server and every client read this clock. */
export const PAYMENT_TEST_START = Date.UTC(2025, 0, 6, 12, 0, 0);
/** A browser on a computer: /order/check sends it to the card page. */
export const DESKTOP_UA = 'Glint/1.4.0 (web; Windows NT 10.0) payments test';
export const TEST_CARD_EXPIRY = '12/30';
const SESSION_MS = 365 * 24 * 3_600_000;

/**
 * The real server in process for the payment tests: an in-memory PGlite the test can
 * read, a manual clock and scheduler (the sandbox's pending card, the retries and the
 * sweep run when the test moves time), the browser's signed client (crypto-js codec) per
 * user and user-agent, MQTT clients on the real broker, and a known sandbox secret, so a
 * test can sign notifications like the provider does — or forge them.
 */
export interface PaymentServer {
  readonly app: FastifyInstance;
  readonly database: OpenDatabase;
  readonly ledger: Ledger;
  readonly time: ManualTime;
  readonly settings: SandboxSettings;
  readonly baseUrl: string;
  newUser(fields?: Partial<Pick<Insertable<UsersTable>, 'nickname' | 'country_code' | 'vip_expires_at' | 'recharge_cents' | 'is_host'>> & { coins?: number }): Promise<number>;
  /** The signed client of `uid` on a device with `userAgent`. */
  client(uid: number, userAgent?: string): SignedHttpClient;
  /** An MQTT session of `uid` subscribed to its inbox; `messages` fills as they arrive. */
  listen(uid: number): Promise<{ readonly messages: Record<string, unknown>[]; readonly client: MqttClient }>;
  /** In-page card flow: /order/transaction then /pay/start. */
  startCardPayment(uid: number, goodsId?: string, productType?: 1 | 2): Promise<{ orderNo: string; transactionId: string; token: string }>;
  /** The checkout library's card call to the provider. */
  payWithCard(token: string, number: string): Promise<PayResult>;
  /** GET a page of the server (the sandbox's HTML). */
  getPage(url: string): Promise<{ status: number; html: string }>;
  /** Submits the page's form as a browser would: its hidden fields plus `fields` (a submit button's name and value among them). */
  submitForm(html: string, fields: Record<string, string>): Promise<{ status: number; html: string; location: string | null }>;
  /** POSTs a notification to Glint signed with `secret` (the sandbox's by default) at `timestamp` (now by default). */
  notify(notification: SandboxNotification, options?: { secret?: string; timestamp?: number }): Promise<number>;
  balance(uid: number): Promise<number>;
  orderStatus(orderNo: string): Promise<number | undefined>;
  close(): Promise<void>;
}

/**
 * `database`: a database the test opened (a PostgreSQL variant); the in-memory PGlite by
 * default. The server closes it. `env`: more settings while the server is built (a
 * provider elsewhere); `config`: settings of the server's configuration only (NODE_ENV,
 * PAY_SANDBOX, PUBLIC_ORIGIN), never put in process.env; `port`: listen there instead of on a free port.
 */
export async function startPaymentServer(options: { readonly database?: OpenDatabase; readonly env?: Readonly<Record<string, string>>; readonly config?: Readonly<Record<string, string>>; readonly port?: number; readonly secret?: string } = {}): Promise<PaymentServer> {
  const secret = options.secret ?? randomBytes(16).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-payments-'));
  const time = new ManualTime(PAYMENT_TEST_START);
  const database = options.database ?? (await openDatabase({ kind: 'pglite', dataDir: null }));
  const sessions = new InMemorySessionStore(sessionRowsIn(database.db));
  const env = { SANDBOX_PAY_SECRET: secret, ...options.env };
  Object.assign(process.env, env);
  const app = await buildApp(loadConfig({ ...options.config, DATA_DIR: dataDir, HOST: '127.0.0.1', DEMO_HOSTS: '0' }), { clock: time, scheduler: time, database, sessions }).finally(() => {
    for (const key of Object.keys(env)) delete process.env[key];
  });
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the server has no address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const settings = loadSandboxSettings(env);
  const ledger = createSqlLedger(database.db, time);
  const tokens = new Map<number, { token: string; appCre: string }>();
  const mqttClients: MqttClient[] = [];

  const client = (uid: number, userAgent = DESKTOP_UA): SignedHttpClient => {
    let session = tokens.get(uid);
    if (session === undefined) {
      const signed = signIn(sessions, uid, time.now() + SESSION_MS);
      session = { token: signed.token, appCre: signed.appCre };
      tokens.set(uid, session);
    }
    const credentials = session;
    return new SignedHttpClient({
      baseUrl,
      codec: cryptoJsCodec,
      credentials: () => credentials,
      userAgent: () => userAgent,
      sessionEvents: createSessionEvents(),
      callbacks: createCallbackDispatcher(),
      now: () => time.now(),
    });
  };

  return {
    app,
    database,
    ledger,
    time,
    settings,
    baseUrl,
    async newUser({ coins = 0, ...fields } = {}) {
      const now = time.now();
      const { uid } = await database.db
        .insertInto('users')
        .values({ nickname: 'buyer', birthday: '1990-01-01', country_code: 'US', ...fields, created_at: now, updated_at: now })
        .returning('uid')
        .executeTakeFirstOrThrow();
      if (coins > 0) await ledger.grant(uid, coins, 'grant');
      return uid;
    },
    client,
    async listen(uid) {
      const login = await brokerLoginFor(app, database.db, uid);
      const mqttClient = mqtt.connect(`ws://127.0.0.1:${address.port}/mqtt`, {
        protocolVersion: MQTT_PROTOCOL_VERSION, clientId: login.client_id, username: login.username, password: login.password, reconnectPeriod: 0,
      });
      mqttClients.push(mqttClient);
      await new Promise<void>((resolve, reject) => {
        mqttClient.once('connect', () => resolve());
        mqttClient.once('error', reject);
      });
      const messages: Record<string, unknown>[] = [];
      mqttClient.on('message', (_topic, payload) => messages.push(JSON.parse(payload.toString()) as Record<string, unknown>));
      await mqttClient.subscribeAsync(`u/${uid}/in`, { qos: MQTT_QOS });
      return { messages, client: mqttClient };
    },
    async startCardPayment(uid, goodsId = 'coins_300', productType = PRODUCT_TYPE.coins) {
      const http = client(uid);
      const created = await http.request(orderTransactionContract, {
        pay_type: CARD_PAY_TYPE, goods_id: goodsId, product_type: productType, email: 'buyer@example.com', country_code: 'US',
        return_url: '/#/pages/payment/pay-result?pay_type=22', request_host: baseUrl, is_direct_card: 2,
        java_enabled: false, color_depth: 24, screen_height: 844, screen_width: 390, timezone_offset: 0, user_agent: 'test', language: 'en',
      });
      if (!created.ok) throw new Error(`order/transaction failed: ${created.error.msg}`);
      const started = await http.request(payStartContract, { pay_type: CARD_PAY_TYPE, order_no: created.data.order_no });
      if (!started.ok) throw new Error(`pay/start failed: ${started.error.msg}`);
      return { orderNo: created.data.order_no, transactionId: created.data.transaction_id, token: started.data.token };
    },
    async payWithCard(token, number) {
      const response = await fetch(new URL(`${settings.publicUrl}/v1/payments`, baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ card: { number, expiry: TEST_CARD_EXPIRY, cvc: '123', first_name: 'Ana', last_name: 'Lima' } }),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as PayResult;
    },
    async getPage(url) {
      const response = await fetch(new URL(url, baseUrl));
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
      const header = signNotification(options.secret ?? settings.notifySecret, body, options.timestamp ?? time.now());
      const response = await fetch(`${baseUrl}${NOTIFY_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', [NOTIFICATION_SIGNATURE_HEADER]: header }, body });
      await response.arrayBuffer();
      return response.status;
    },
    balance: (uid) => ledger.balanceOf(uid),
    async orderStatus(orderNo) {
      const row = await database.db.selectFrom('orders').select('status').where('order_no', '=', orderNo).executeTakeFirst();
      return row?.status;
    },
    async close() {
      await Promise.all(mqttClients.map((c) => c.endAsync(true)));
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Payment events (type 34) among a listener's messages, checked against their contract. */
export function payEventsIn(messages: readonly Record<string, unknown>[]): PayEventMessage[] {
  return messages.filter((m) => m.type === REALTIME_MESSAGE_TYPE.paymentEvent).map((m) => payEventMessageSchema.parse(m));
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
