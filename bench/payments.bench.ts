/**
 * Payments (issue 7): the way money arrives. Each order is opened in the database, then
 * the provider's signed notification is POSTed to the server over loopback HTTP; the
 * server verifies it, credits the ledger and pushes the payment event (type 34) to the
 * buyer's MQTT client. Figures: notification-to-event latency, p50 and p99 over 200 orders
 * one at a time; crediting throughput with 50 buyers at once, every notification
 * delivered twice; and the count of orders credited twice (must be 0) across both.
 * Server, broker and clients share this process, on the embedded PGlite.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/open-database.js';
import { createSqlLedger } from '../server/ledger/sql-ledger.js';
import { CARD_PAY_TYPE, MQTT_QOS, PRODUCT_TYPE, REALTIME_MESSAGE_TYPE } from '../src/domain/constants.js';
import { findItem } from '../server/payments/catalogue.js';
import { insertOrder } from '../server/payments/create-order.js';
import { NOTIFY_PATH } from '../server/payments/notification-route.js';
import { paymentsDatabase } from '../server/payments/payment-tables.js';
import type { SandboxNotification } from '../server/payments/sandbox-provider/sandbox-codes.js';
import { loadSandboxSettings } from '../server/payments/sandbox-provider/sandbox-settings.js';
import { NOTIFICATION_SIGNATURE_HEADER, signNotification } from '../server/payments/signing.js';
import type { Figure } from './figure.js';
import { BENCH_RATE_LIMIT_FACTOR } from './load-settings.js';
import { brokerLoginFor } from '../tests/support/broker-login.js';
import { MQTT_PROTOCOL_VERSION } from '../src/adapters/realtime/mqtt-connect.js';

const LATENCY_ORDERS = 200;
const BUYERS = 50;
const ORDERS_PER_BUYER = 10;
const P99_TARGET_MS = 200;

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function run(): Promise<Figure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-payments-bench-'));
  const secret = randomBytes(16).toString('hex');
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  process.env.SANDBOX_PAY_SECRET = secret;
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, DEMO_HOSTS: '0', RATE_LIMIT_FACTOR: BENCH_RATE_LIMIT_FACTOR }), { database }).finally(() => {
    delete process.env.SANDBOX_PAY_SECRET;
  });
  const clients: MqttClient[] = [];
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('the server has no address');
    const base = `http://127.0.0.1:${address.port}`;
    const { notifySecret } = loadSandboxSettings({ SANDBOX_PAY_SECRET: secret });
    const db = paymentsDatabase(database.db);
    const item = findItem('coins_300', PRODUCT_TYPE.coins);
    if (item === undefined) throw new Error('coins_300 is missing from the catalogue');

    // Buyers, each with an MQTT session waiting for its payment events.
    const arrivals = new Map<string, number>();
    const buyers: number[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const { uid } = await db.insertInto('users').values({ nickname: `buyer ${i}`, created_at: Date.now(), updated_at: Date.now() }).returning('uid').executeTakeFirstOrThrow();
      buyers.push(uid);
      const login = await brokerLoginFor(app, database.db, uid);
      const client = mqtt.connect(`ws://127.0.0.1:${address.port}/mqtt`, {
        protocolVersion: MQTT_PROTOCOL_VERSION, clientId: login.client_id, username: login.username, password: login.password, reconnectPeriod: 0,
      });
      clients.push(client);
      await new Promise<void>((resolve, reject) => {
        client.once('connect', () => resolve());
        client.once('error', reject);
      });
      client.on('message', (_topic, payload) => {
        const message = JSON.parse(payload.toString()) as { type: number; order_no: string };
        if (message.type === REALTIME_MESSAGE_TYPE.paymentEvent) arrivals.set(message.order_no, performance.now());
      });
      await client.subscribeAsync(`u/${uid}/in`, { qos: MQTT_QOS });
    }

    const open = async (uid: number) => {
      const order = await insertOrder(db, { uid, item, payType: CARD_PAY_TYPE, payPlatform: null, currency: 'USD', context: { fromType: null, fromId: null, sid: null }, returnUrl: null }, Date.now());
      const transactionId = `txn_${order.order_no}`;
      await db.updateTable('orders').set({ provider_ref: transactionId }).where('order_no', '=', order.order_no).execute();
      return { orderNo: order.order_no, transactionId, amount: order.amount_cents };
    };
    const notify = async (order: { orderNo: string; transactionId: string; amount: number }, eventId: string): Promise<number> => {
      const notification: SandboxNotification = {
        event_id: eventId, type: 'transaction.succeeded', created: Date.now(),
        data: { transaction_id: order.transactionId, merchant_order_no: order.orderNo, amount: order.amount, currency: 'USD', status: 'succeeded', error_code: null },
      };
      const body = JSON.stringify(notification);
      const response = await fetch(`${base}${NOTIFY_PATH}`, {
        method: 'POST', headers: { 'content-type': 'application/json', [NOTIFICATION_SIGNATURE_HEADER]: signNotification(notifySecret, body, Date.now()) }, body,
      });
      await response.arrayBuffer();
      return response.status;
    };
    const arrived = async (orderNo: string): Promise<number> => {
      for (;;) {
        const at = arrivals.get(orderNo);
        if (at !== undefined) return at;
        await new Promise((resolve) => setImmediate(resolve));
      }
    };

    // Latency: one order at a time, notification sent → event received.
    const latencies: number[] = [];
    for (let i = 0; i < LATENCY_ORDERS; i++) {
      const order = await open(buyers[i % BUYERS] ?? 0);
      const sent = performance.now();
      if ((await notify(order, `evt_latency_${i}`)) !== 200) throw new Error('a notification was refused');
      latencies.push((await arrived(order.orderNo)) - sent);
    }
    latencies.sort((a, b) => a - b);

    // Throughput: every buyer pays its orders one after another, all buyers at once; each notification twice.
    const orders = await Promise.all(buyers.map(async (uid) => {
      const mine = [];
      for (let i = 0; i < ORDERS_PER_BUYER; i++) mine.push(await open(uid));
      return mine;
    }));
    const start = performance.now();
    await Promise.all(orders.map(async (mine) => {
      for (const [i, order] of mine.entries()) {
        const eventId = `evt_${order.orderNo}_${i}`;
        const [first, second] = await Promise.all([notify(order, eventId), notify(order, eventId)]);
        if (first !== 200 || second !== 200) throw new Error('a notification was refused');
        await arrived(order.orderNo);
      }
    }));
    const seconds = (performance.now() - start) / 1_000;
    const credited = BUYERS * ORDERS_PER_BUYER;

    // No order credited twice: one `order:` credit per paid order, and balances exactly what was paid for.
    const ledger = createSqlLedger(database.db, { now: () => Date.now() });
    const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number }> }) => Number((await query.executeTakeFirstOrThrow()).n);
    const credits = await count(db.selectFrom('ledger_transfers').select((eb) => eb.fn.countAll<number>().as('n')).where('idempotency_key', 'like', 'order:%'));
    const paid = await count(db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 2));
    let balances = 0;
    for (const uid of buyers) balances += await ledger.balanceOf(uid);
    const audit = await ledger.audit();
    if (audit.entriesSum !== 0 || audit.accountsOutOfBalance !== 0) throw new Error(`the ledger is out of balance: ${JSON.stringify(audit)}`);
    const coinsPerOrder = 360;
    const doubleCredits = Math.abs(credits - paid) + Math.max(0, Math.round((balances - paid * coinsPerOrder) / coinsPerOrder));
    if (paid !== LATENCY_ORDERS + credited) throw new Error(`${paid} orders paid, expected ${LATENCY_ORDERS + credited}`);
    const p99 = percentile(latencies, 99);

    return [
      { name: 'payments: notification → credit → MQTT event, p50', value: percentile(latencies, 50), unit: 'ms' },
      { name: 'payments: notification → credit → MQTT event, p99', value: p99, unit: 'ms', target: `<= ${P99_TARGET_MS}`, met: p99 <= P99_TARGET_MS },
      { name: `payments: crediting throughput, ${BUYERS} concurrent buyers (each notification twice)`, value: credited / seconds, unit: 'orders/s' },
      { name: 'payments: orders credited twice', value: doubleCredits, unit: 'orders', target: '= 0', met: doubleCredits === 0 },
    ];
  } finally {
    await Promise.all(clients.map((client) => client.endAsync(true)));
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
