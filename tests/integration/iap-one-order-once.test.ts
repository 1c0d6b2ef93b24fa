import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderAppleCreateContract } from '../../src/application/contracts/order-apple/create.contract.js';
import { orderAppleVerifyContract } from '../../src/application/contracts/order-apple/verify.contract.js';
import { PAYMENT_STATUS, PRODUCT_TYPE } from '../../src/domain/constants.js';
import { startPaymentServer, type PaymentServer } from './payments-harness.js';

/** coins_300 through the store: 300 coins and 30 bonus, no card extra. */
const STORE_COINS = 330;
const SKU = 'glint.coins.300';

let server: PaymentServer;
beforeAll(async () => {
  server = await startPaymentServer();
});
afterAll(async () => server?.close());

async function createStoreOrder(uid: number): Promise<string> {
  const created = await server.client(uid).call(orderAppleCreateContract, { goods_id: 'coins_300', product_type: PRODUCT_TYPE.coins, from_type: 101 });
  if (!created.ok) throw new Error(created.error.msg);
  return created.data.tran_no;
}

/** The sandbox store's purchase, as the native shell makes it for an order's account token. */
async function buyInStore(accountToken: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}${server.settings.publicUrl}/iap/purchase`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ product_id: SKU, app_account_token: accountToken }),
  });
  return ((await response.json()) as { receipt_data: string }).receipt_data;
}

const verify = (uid: number, tranNo: string, receiptData: string) =>
  server.client(uid).call(orderAppleVerifyContract, { sku: SKU, product_type: PRODUCT_TYPE.coins, receipt_data: receiptData, tran_no: tranNo });

describe('one store transaction, one order, once', () => {
  // The attack of issue #11: one order, then three more receipts presented on it, each a new store transaction.
  it('credits one order once when more receipts are presented on it after it is paid', async () => {
    const uid = await server.newUser();
    const tranNo = await createStoreOrder(uid);
    const receipts = [await buyInStore(tranNo), await buyInStore(tranNo), await buyInStore(tranNo), await buyInStore(tranNo)];

    const first = await verify(uid, tranNo, receipts[0] ?? '');
    const more = [];
    for (const receipt of receipts.slice(1)) more.push(await verify(uid, tranNo, receipt));

    expect(first.ok).toBe(true);
    for (const answer of more) expect(answer).toMatchObject({ ok: false, error: { msg: 'IAP.ORDER_ALREADY_PAID' } });
    expect(await server.balance(uid)).toBe(STORE_COINS);
    const orders = await server.database.db.selectFrom('orders').select('order_no').where('uid', '=', uid).execute();
    expect(orders).toHaveLength(1);
  });

  it('credits a cancelled order once, however many receipts arrive for it later', async () => {
    const uid = await server.newUser();
    const tranNo = await createStoreOrder(uid);
    await server.database.db.updateTable('orders').set({ status: PAYMENT_STATUS.cancel }).where('order_no', '=', tranNo).execute();
    const late = [await buyInStore(tranNo), await buyInStore(tranNo)];

    const first = await verify(uid, tranNo, late[0] ?? '');
    const second = await verify(uid, tranNo, late[1] ?? '');

    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, error: { msg: 'IAP.ORDER_ALREADY_PAID' } });
    expect(await server.balance(uid)).toBe(STORE_COINS);
  });

  it('credits exactly the coins of distinct paid orders over shuffled, repeated and cross-account receipts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.record({ order: fc.nat(), receipt: fc.nat(), presenter: fc.nat() }), { minLength: 1, maxLength: 10 }),
        async (orderCount, attempts) => {
          const users = [await server.newUser(), await server.newUser()];
          const orders = await Promise.all(Array.from({ length: orderCount }, async (_, i) => {
            const owner = users[i % users.length] ?? 0;
            const tranNo = await createStoreOrder(owner);
            return { owner, tranNo, receipts: [await buyInStore(tranNo), await buyInStore(tranNo)] };
          }));
          const paid = new Set<string>();
          for (const attempt of attempts) {
            const order = orders[attempt.order % orders.length];
            const presenter = users[attempt.presenter % users.length];
            if (order === undefined || presenter === undefined) continue;
            const answer = await verify(presenter, order.tranNo, order.receipts[attempt.receipt % order.receipts.length] ?? '');
            if (answer.ok) paid.add(order.tranNo);
          }
          for (const uid of users) {
            const owned = orders.filter((o) => o.owner === uid && paid.has(o.tranNo));
            expect(await server.balance(uid)).toBe(owned.length * STORE_COINS);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
