import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_NOTIFY_TOLERANCE_MS, PAYMENT_STATUS } from '../../src/domain/constants.js';
import { orderCreditKey } from '../../server/payments/order-keys.js';
import type { SandboxEventType, SandboxNotification } from '../../server/payments/sandbox-provider/sandbox-codes.js';
import { databaseVariants } from '../support/pg-variants.js';
import { startPaymentServer, type PaymentServer } from './payments-harness.js';

const ORDERS = 200;
const DELIVERIES = 3;
const FORGED = 20;
const STALE = 20;
const BUYERS = 20;
/** coins_300 paid by card. */
const CARD_COINS = 360;

interface Order {
  readonly uid: number;
  readonly orderNo: string;
  readonly transactionId: string;
}

function notificationFor(order: Order, type: SandboxEventType, eventId: string, created: number): SandboxNotification {
  const status = type === 'transaction.succeeded' ? 'succeeded' : type === 'transaction.pending' ? 'processing' : 'failed';
  return { event_id: eventId, type, created, data: { transaction_id: order.transactionId, merchant_order_no: order.orderNo, amount: 499, currency: 'USD', status, error_code: null } };
}

for (const variant of databaseVariants('notifications')) {
  describe.skipIf(variant.skip)(`provider notifications on ${variant.name}`, () => {
    let server: PaymentServer;
    beforeAll(async () => {
      const opened = await variant.open();
      server = await startPaymentServer({ database: { ...opened, kind: variant.name === 'PGlite' ? 'pglite' : 'postgres' } });
    }, 120_000);
    afterAll(async () => server?.close());

    async function openOrders(count: number, buyers: readonly number[]): Promise<Order[]> {
      const orders: Order[] = [];
      for (let i = 0; i < count; i++) {
        const uid = buyers[i % buyers.length] ?? 0;
        const { orderNo, transactionId } = await server.startCardPayment(uid);
        orders.push({ uid, orderNo, transactionId });
      }
      return orders;
    }

    it('credits 200 orders once from 600 shuffled, partly concurrent deliveries, and rejects 20 forged and 20 stale ones', async () => {
      const buyers = await Promise.all(Array.from({ length: BUYERS }, () => server.newUser()));
      const orders = await openOrders(ORDERS, buyers);
      const untouched = await openOrders(FORGED + STALE, buyers);
      const now = server.time.now();

      // Each order: its success three times (a retry, a replay), and for every fourth a late
      // "pending" that must not undo it — all in one shuffled order.
      const genuine = orders.flatMap((order, i) => [
        ...Array.from({ length: DELIVERIES }, () => notificationFor(order, 'transaction.succeeded', `evt_ok_${i}`, now)),
        ...(i % 4 === 0 ? [notificationFor(order, 'transaction.pending', `evt_pending_${i}`, now - 1)] : []),
      ]);
      const shuffled = fc.sample(fc.shuffledSubarray(genuine, { minLength: genuine.length, maxLength: genuine.length }), { numRuns: 1, seed: 7 })[0] ?? [];
      expect(shuffled).toHaveLength(genuine.length);
      const third = Math.ceil(shuffled.length / 3);
      const statuses: number[] = [];
      for (const n of shuffled.slice(0, third)) statuses.push(await server.notify(n));
      statuses.push(...(await Promise.all(shuffled.slice(third, 2 * third).map((n) => server.notify(n)))));
      for (const n of shuffled.slice(2 * third)) statuses.push(await server.notify(n));

      const forged = untouched.slice(0, FORGED).map((order, i) => server.notify(notificationFor(order, 'transaction.succeeded', `evt_forged_${i}`, now), { secret: 'not-the-provider' }));
      const stale = untouched.slice(FORGED).map((order, i) => server.notify(notificationFor(order, 'transaction.succeeded', `evt_stale_${i}`, now), { timestamp: now - PAY_NOTIFY_TOLERANCE_MS - 1 }));
      const rejected = await Promise.all([...forged, ...stale]);

      expect(statuses.every((status) => status === 200)).toBe(true);
      expect(rejected.filter((status) => status === 401)).toHaveLength(FORGED);
      expect(rejected.filter((status) => status === 400)).toHaveLength(STALE);

      const db = server.database.db;
      const rows = await db.selectFrom('orders').select(['order_no', 'status']).where('order_no', 'in', [...orders, ...untouched].map((o) => o.orderNo)).execute();
      const statusOf = new Map(rows.map((row) => [row.order_no, row.status]));
      expect(orders.every((o) => statusOf.get(o.orderNo) === PAYMENT_STATUS.success)).toBe(true);
      expect(untouched.every((o) => statusOf.get(o.orderNo) === PAYMENT_STATUS.pending)).toBe(true);

      const credits = await db.selectFrom('ledger_transfers').select('idempotency_key').where('idempotency_key', 'in', orders.map((o) => orderCreditKey(o.orderNo))).execute();
      expect(credits).toHaveLength(ORDERS);
      const paidEvents = await db.selectFrom('pay_events').select('order_no').where('kind', '=', 'paid').where('order_no', 'in', orders.map((o) => o.orderNo)).execute();
      expect(paidEvents).toHaveLength(ORDERS);
      for (const uid of buyers) {
        expect(await server.balance(uid)).toBe((ORDERS / BUYERS) * CARD_COINS);
      }
      expect(await server.ledger.audit()).toEqual({ entriesSum: 0, balancesSum: 0, accountsOutOfBalance: 0 });
      const logged = await db.selectFrom('payment_notifications').select('event_id').where('event_id', 'like', 'evt_%').execute();
      // Forged and stale deliveries never reach the log: only verified events are kept.
      expect(logged.some((row) => row.event_id.startsWith('evt_forged') || row.event_id.startsWith('evt_stale'))).toBe(false);
    });

    it('answers a refund that overtakes its success with 409, then applies it after the success', async () => {
      const uid = await server.newUser();
      const [order] = await openOrders(1, [uid]);
      if (order === undefined) throw new Error('no order');
      const now = server.time.now();
      const refund: SandboxNotification = { ...notificationFor(order, 'transaction.succeeded', 'evt_refund_early', now), type: 'transaction.refunded' };

      expect(await server.notify(refund)).toBe(409);
      expect(await server.notify(notificationFor(order, 'transaction.succeeded', 'evt_success_late', now))).toBe(200);
      expect(await server.balance(uid)).toBe(CARD_COINS);
      expect(await server.notify(refund)).toBe(200);
      expect(await server.notify(refund)).toBe(200);

      expect(await server.balance(uid)).toBe(0);
      expect(await server.orderStatus(order.orderNo)).toBe(PAYMENT_STATUS.success);
      expect(await server.ledger.audit()).toEqual({ entriesSum: 0, balancesSum: 0, accountsOutOfBalance: 0 });
    });

    it('credits nothing for a signed notification whose amount differs from the order', async () => {
      const uid = await server.newUser();
      const [order] = await openOrders(1, [uid]);
      if (order === undefined) throw new Error('no order');
      const tampered = notificationFor(order, 'transaction.succeeded', 'evt_amount', server.time.now());

      expect(await server.notify({ ...tampered, data: { ...tampered.data, amount: 1 } })).toBe(200);

      expect(await server.orderStatus(order.orderNo)).toBe(PAYMENT_STATUS.pending);
      expect(await server.balance(uid)).toBe(0);
    });

    it('refuses a body that is not a notification, even when signed', async () => {
      expect(await server.notify({ hello: 'world' } as unknown as SandboxNotification)).toBe(400);
    });
  });
}
