import fc from 'fast-check';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_PAY_TYPE } from '../../src/domain/constants.js';
import type { CardProvider } from '../../server/payments/card-provider.js';
import { findItem } from '../../server/payments/catalogue.js';
import { insertOrder } from '../../server/payments/create-order.js';
import { handleNotification } from '../../server/payments/handle-notification.js';
import { inTransaction } from '../../server/payments/in-transaction.js';
import { orderCreditKey } from '../../server/payments/order-keys.js';
import { ORDER_STATUS } from '../../server/payments/order-state.js';
import { paymentsDatabase } from '../../server/payments/payment-tables.js';
import type { PaymentsDeps } from '../../server/payments/payments-deps.js';
import { createGiftBag } from '../../server/gifts/gift-bag.js';
import type { SandboxEventType } from '../../server/payments/sandbox-provider/sandbox-codes.js';
import { creditPendingOrderIn, refundPaidOrder } from '../../server/payments/settle-order.js';
import { createSqlLedger } from '../../server/ledger/sql-ledger.js';
import { userAccount, type Ledger } from '../../server/ledger/ledger-types.js';
import type { RealtimePublisher } from '../../server/realtime/publisher.js';
import { databaseVariants, type TestDatabase } from '../support/pg-variants.js';

/**
 * Random sequences of what happens to money — buying (an order, then its provider
 * notifications, duplicated under the same or fresh event ids, failures, late pendings),
 * spending, gifts between users, refunds, and crashes injected between any two statements
 * of a credit — checked against a plain model: balances never negative, the ledger sums
 * to zero, every paid order credited exactly once and nothing else credited.
 */
type Op =
  | { readonly kind: 'buy'; readonly user: number; readonly pkg: number }
  | { readonly kind: 'notify'; readonly order: number; readonly type: SandboxEventType; readonly event: number }
  | { readonly kind: 'crash'; readonly order: number; readonly atStatement: number }
  | { readonly kind: 'spend'; readonly user: number; readonly amount: number }
  | { readonly kind: 'gift'; readonly user: number; readonly to: number; readonly amount: number }
  | { readonly kind: 'refund'; readonly order: number };

const USERS = 3;
const PACKAGES = ['coins_60', 'coins_300', 'vip_1m'] as const;
const user = fc.integer({ min: 0, max: USERS - 1 });
/** An index into the orders bought so far (modulo their number), so most operations meet a real order. */
const order = fc.nat({ max: 1_000 });
const amount = fc.integer({ min: 1, max: 400 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('buy' as const), user, pkg: fc.integer({ min: 0, max: PACKAGES.length - 1 }) }), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant('notify' as const), order,
      type: fc.constantFrom<SandboxEventType>('transaction.succeeded', 'transaction.succeeded', 'transaction.failed', 'transaction.pending', 'transaction.refunded'),
      event: fc.integer({ min: 0, max: 2 }),
    }),
    weight: 5,
  },
  { arbitrary: fc.record({ kind: fc.constant('crash' as const), order, atStatement: fc.integer({ min: 1, max: 10 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('spend' as const), user, amount }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('gift' as const), user, to: user, amount }).filter((o) => o.user !== o.to), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('refund' as const), order }), weight: 1 },
);

class InjectedFailure extends Error {}

/** Fails the `at`-th statement a transaction runs (or the commit, if it runs fewer). */
function failAt(at: number): KyselyPlugin & { readonly reached: () => boolean } {
  let seen = 0;
  return {
    transformQuery(args) {
      seen += 1;
      if (seen === at) throw new InjectedFailure(`injected failure at statement ${at}`);
      return args.node;
    },
    transformResult: async (args) => args.result,
    reached: () => seen >= at,
  };
}

const silentPublisher: RealtimePublisher = { publishToUser: async () => undefined, publishToRoom: async () => undefined, onUserMessage: () => () => undefined };
const unusedProvider = new Proxy({} as CardProvider, { get: () => { throw new Error('the provider is not used here'); } });

interface ModelOrder {
  readonly orderNo: string;
  readonly user: number;
  readonly coins: number;
  readonly amount: number;
  readonly transactionId: string;
  status: number;
  refunded: boolean;
}

for (const variant of databaseVariants('payments ledger property')) {
  describe.skipIf(variant.skip)(`payments ledger properties on ${variant.name}`, () => {
    let database: TestDatabase;
    let ledger: Ledger;
    let deps: PaymentsDeps;
    const clock = { now: () => 1_736_164_800_000 };
    let run = 0;
    let keys = 0;

    beforeAll(async () => {
      database = await variant.open();
      ledger = createSqlLedger(database.db, clock);
      deps = {
        db: database.db, giftBag: createGiftBag(database.db, clock), pdb: paymentsDatabase(database.db), clock, publisher: silentPublisher, onError: (error) => { throw error; },
        provider: unusedProvider, notifyUrl: '/notify', notifySecret: 'unused', storeSecret: 'unused', paySandbox: true, publicOrigins: [],
      };
    }, 120_000);
    afterAll(async () => database?.close());

    it('keeps balances non-negative, the ledger balanced and every paid order credited exactly once', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 40 }), async (ops) => {
          run += 1;
          const uids: number[] = [];
          for (let i = 0; i < USERS; i++) {
            const row = await database.db.insertInto('users').values({ nickname: `p${run}`, created_at: 0, updated_at: 0 }).returning('uid').executeTakeFirstOrThrow();
            uids.push(row.uid);
          }
          const balances = uids.map(() => 0);
          const orders: ModelOrder[] = [];
          const uidOf = (i: number) => uids[i] ?? 0;

          for (const o of ops) {
            switch (o.kind) {
              case 'buy': {
                const item = findItem(PACKAGES[o.pkg] ?? 'coins_60', PACKAGES[o.pkg] === 'vip_1m' ? 2 : 1);
                if (item === undefined) throw new Error('no such package');
                const row = await insertOrder(deps.pdb, { uid: uidOf(o.user), item, payType: CARD_PAY_TYPE, payPlatform: null, currency: 'USD', context: { fromType: null, fromId: null, sid: null }, returnUrl: null }, clock.now());
                const transactionId = `txn_${row.order_no}`;
                await deps.pdb.updateTable('orders').set({ provider_ref: transactionId }).where('order_no', '=', row.order_no).execute();
                orders.push({ orderNo: row.order_no, user: o.user, coins: row.coins, amount: row.amount_cents, transactionId, status: ORDER_STATUS.pending, refunded: false });
                break;
              }
              case 'notify': {
                const target = orders.length === 0 ? undefined : orders[o.order % orders.length];
                if (target === undefined) break;
                const verdict = await handleNotification(deps, {
                  event_id: `evt_${target.orderNo}_${o.type}_${o.event}`, type: o.type, created: clock.now(),
                  data: { transaction_id: target.transactionId, merchant_order_no: target.orderNo, amount: target.amount, currency: 'USD', status: 'succeeded', error_code: null },
                });
                const balance = balances[target.user] ?? 0;
                if (o.type === 'transaction.succeeded' && target.status === ORDER_STATUS.pending) {
                  target.status = ORDER_STATUS.paid;
                  balances[target.user] = balance + target.coins;
                } else if (o.type === 'transaction.failed' && target.status === ORDER_STATUS.pending) {
                  target.status = ORDER_STATUS.failed;
                } else if (o.type === 'transaction.refunded') {
                  if (target.status === ORDER_STATUS.pending) expect(verdict).toMatchObject({ ack: false });
                  else if (target.status === ORDER_STATUS.paid && !target.refunded && balance >= target.coins) {
                    target.refunded = true;
                    balances[target.user] = balance - target.coins;
                  }
                }
                break;
              }
              case 'crash': {
                const target = orders.length === 0 ? undefined : orders[o.order % orders.length];
                if (target === undefined) break;
                const plugin = failAt(o.atStatement);
                await expect(
                  inTransaction(deps.pdb, async (trx) => {
                    await creditPendingOrderIn(trx.withPlugin(plugin), deps.giftBag, target.orderNo, clock.now());
                    throw new InjectedFailure('crash before commit');
                  }),
                ).rejects.toBeInstanceOf(InjectedFailure);
                break;
              }
              case 'spend': {
                const result = await ledger.spend(uidOf(o.user), o.amount, 'message', `spend:${run}:${(keys += 1)}`);
                const balance = balances[o.user] ?? 0;
                expect(result.ok).toBe(balance >= o.amount);
                if (result.ok) balances[o.user] = balance - o.amount;
                break;
              }
              case 'gift': {
                const result = await ledger.transfer({ from: userAccount(uidOf(o.user)), to: userAccount(uidOf(o.to)), amount: o.amount, reason: 'gift', idempotencyKey: `gift:${run}:${(keys += 1)}` });
                const balance = balances[o.user] ?? 0;
                expect(result.ok).toBe(balance >= o.amount);
                if (result.ok) {
                  balances[o.user] = balance - o.amount;
                  balances[o.to] = (balances[o.to] ?? 0) + o.amount;
                }
                break;
              }
              case 'refund': {
                const target = orders.length === 0 ? undefined : orders[o.order % orders.length];
                if (target === undefined) break;
                const result = await refundPaidOrder(deps, target.orderNo);
                const balance = balances[target.user] ?? 0;
                if (target.status !== ORDER_STATUS.paid) expect(result).toEqual({ ok: false, code: 'ORDER.NOT_PAID' });
                else if (target.refunded) expect(result).toEqual({ ok: true, refunded: false });
                else if (balance < target.coins) expect(result).toEqual({ ok: false, code: 'COINS.INSUFFICIENT' });
                else {
                  expect(result).toEqual({ ok: true, refunded: true });
                  target.refunded = true;
                  balances[target.user] = balance - target.coins;
                }
                break;
              }
            }
          }

          for (const [i, uid] of uids.entries()) {
            const actual = await ledger.balanceOf(uid);
            expect(actual).toBe(balances[i]);
            expect(actual).toBeGreaterThanOrEqual(0);
          }
          expect(await ledger.audit()).toEqual({ entriesSum: 0, balancesSum: 0, accountsOutOfBalance: 0 });
          if (orders.length > 0) {
            const rows = await deps.pdb.selectFrom('orders').select(['order_no', 'status', 'transfer_id']).where('order_no', 'in', orders.map((m) => m.orderNo)).execute();
            const credits = await deps.pdb.selectFrom('ledger_transfers').select('idempotency_key').where('idempotency_key', 'in', orders.map((m) => orderCreditKey(m.orderNo))).execute();
            const credited = new Set(credits.map((c) => c.idempotency_key));
            expect(credits).toHaveLength(credited.size);
            for (const m of orders) {
              const row = rows.find((r) => r.order_no === m.orderNo);
              expect(row?.status).toBe(m.status);
              expect(credited.has(orderCreditKey(m.orderNo))).toBe(m.status === ORDER_STATUS.paid);
            }
          }
        }),
        { numRuns: variant.name === 'PGlite' ? 40 : 25 },
      );
    });
  });
}
