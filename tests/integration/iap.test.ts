import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderAppleCancelContract } from '../../src/application/contracts/order-apple/cancel.contract.js';
import { orderAppleVerifyContract } from '../../src/application/contracts/order-apple/verify.contract.js';
import { otherIapLogContract } from '../../src/application/contracts/other/iap-log.contract.js';
import { PAYMENT_STATUS, PRODUCT_TYPE } from '../../src/domain/constants.js';
import { paymentsDatabase } from '../../server/payments/payment-tables.js';
import { signReceipt } from '../../server/payments/signing.js';
import { startPaymentServer, type PaymentServer } from './payments-harness.js';
import { buyInStore as buyInStoreFor, createStoreOrder as createStoreOrderFor } from './store-helpers.js';

/** coins_300 through the store: 300 coins and 30 bonus, no card extra. */
const STORE_COINS = 330;
const SKU = 'glint.coins.300';

let server: PaymentServer;
beforeAll(async () => {
  server = await startPaymentServer();
});
afterAll(async () => server?.close());

const createStoreOrder = (uid: number) => createStoreOrderFor(server, uid);
const buyInStore = (productId: string, accountToken: string) => buyInStoreFor(server, productId, accountToken);
const receiptFor = async (accountToken: string) => (await buyInStore(SKU, accountToken)).receipt_data;

function verify(uid: number, tranNo: string, receiptData: string, sku = SKU) {
  return server.client(uid).request(orderAppleVerifyContract, { sku, product_type: PRODUCT_TYPE.coins, receipt_data: receiptData, tran_no: tranNo });
}

describe('in-app purchase receipts', () => {
  it('credits a receipt once per store transaction: the second verification is ignored', async () => {
    const uid = await server.newUser();
    const inbox = await server.listen(uid);
    const tranNo = await createStoreOrder(uid);
    const { receipt_data: receipt, transaction_id: transactionId } = await buyInStore(SKU, tranNo);

    const first = await verify(uid, tranNo, receipt);
    expect(first.ok && first.data).toMatchObject({ is_sandbox: 1, ignore_event: 0, money: 4.99, goods_id: 'coins_300', account_info: { money: STORE_COINS }, event: { height_ltv_value: 4.99 } });
    const second = await server.client(uid).request(orderAppleVerifyContract, { sku: SKU, product_type: PRODUCT_TYPE.coins, receipt_data: receipt, tran_no: tranNo, transaction_id: transactionId });
    expect(second.ok && second.data).toMatchObject({ ignore_event: 1, account_info: { money: STORE_COINS } });

    expect(await server.balance(uid)).toBe(STORE_COINS);
    expect(await server.orderStatus(tranNo)).toBe(PAYMENT_STATUS.success);
    const row = await server.database.db.selectFrom('orders').select('provider_ref').where('order_no', '=', tranNo).executeTakeFirstOrThrow();
    expect(row.provider_ref).toBe(transactionId);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(inbox.messages.filter((m) => m.type === 34)).toHaveLength(1);
  });

  it('never credits a receipt to a second account', async () => {
    const buyer = await server.newUser();
    const thief = await server.newUser();
    const tranNo = await createStoreOrder(buyer);
    const { receipt_data: receipt } = await buyInStore(SKU, tranNo);
    await verify(buyer, tranNo, receipt);

    const withTheirOrder = await verify(thief, tranNo, receipt);
    const thiefOrder = await createStoreOrder(thief);
    const withOwnOrder = await verify(thief, thiefOrder, receipt);

    expect(withTheirOrder).toMatchObject({ ok: false, error: { msg: 'IAP.ACCOUNT_MISMATCH' } });
    expect(withOwnOrder).toMatchObject({ ok: false, error: { msg: 'IAP.ACCOUNT_MISMATCH' } });
    expect(await server.balance(thief)).toBe(0);
    expect(await server.balance(buyer)).toBe(STORE_COINS);
  });

  it('refuses a forged receipt and one for another product', async () => {
    const uid = await server.newUser();
    const tranNo = await createStoreOrder(uid);
    const forged = signReceipt('not-the-store', { transaction_id: '999', product_id: SKU, app_account_token: tranNo, environment: 'Sandbox' });
    const { receipt_data: cheaper } = await buyInStore('glint.coins.60', tranNo);

    expect(await verify(uid, tranNo, forged)).toMatchObject({ ok: false, error: { msg: 'IAP.INVALID_RECEIPT' } });
    expect(await verify(uid, tranNo, 'garbage')).toMatchObject({ ok: false, error: { msg: 'IAP.INVALID_RECEIPT' } });
    expect(await verify(uid, tranNo, cheaper)).toMatchObject({ ok: false, error: { msg: 'IAP.PRODUCT_MISMATCH' } });
    expect(await verify(uid, tranNo, cheaper, 'glint.coins.60')).toMatchObject({ ok: false, error: { msg: 'IAP.PRODUCT_MISMATCH' } });
    expect(await server.balance(uid)).toBe(0);
  });

  it('cancels a pending store order, and still credits a valid receipt that arrives for it later', async () => {
    const uid = await server.newUser();
    const tranNo = await createStoreOrder(uid);

    const cancelled = await server.client(uid).request(orderAppleCancelContract, { tran_no: tranNo, errorCode: 'SKErrorPaymentCancelled', status: 0 });
    expect(cancelled.ok && cancelled.data.status).toBe(PAYMENT_STATUS.cancel);
    const again = await server.client(uid).request(orderAppleCancelContract, { tran_no: tranNo });
    expect(again.ok && again.data.status).toBe(PAYMENT_STATUS.cancel);

    // The store took the money after all (a deferred purchase): the receipt is the proof.
    const { receipt_data: receipt, transaction_id: transactionId } = await buyInStore(SKU, tranNo);
    const verified = await verify(uid, tranNo, receipt);
    expect(verified.ok && verified.data.ignore_event).toBe(0);
    expect(await server.balance(uid)).toBe(STORE_COINS);
    expect(await server.orderStatus(tranNo)).toBe(PAYMENT_STATUS.cancel);
    expect(await server.orderStatus(`${tranNo}-${transactionId}`)).toBe(PAYMENT_STATUS.success);
  });

  it('credits each of many concurrent verifications of one receipt once', async () => {
    const uid = await server.newUser();
    const tranNo = await createStoreOrder(uid);
    const { receipt_data: receipt } = await buyInStore(SKU, tranNo);

    const answers = await Promise.all(Array.from({ length: 8 }, () => verify(uid, tranNo, receipt)));

    expect(answers.every((a) => a.ok)).toBe(true);
    expect(answers.filter((a) => a.ok && a.data.ignore_event === 0)).toHaveLength(1);
    expect(await server.balance(uid)).toBe(STORE_COINS);
  });

  it('keeps the native shell’s purchase log', async () => {
    const uid = await server.newUser();
    const logged = await server.client(uid).request(otherIapLogContract, { content: 'purchase started glint.coins.300' });
    expect(logged.ok).toBe(true);
    const rows = await paymentsDatabase(server.database.db).selectFrom('iap_logs').select('content').where('uid', '=', uid).execute();
    expect(rows).toEqual([{ content: 'purchase started glint.coins.300' }]);
  });
});

describe('one store transaction, one order, once', () => {
  // The attack of issue #11: one order, then three more receipts presented on it, each a new store transaction.
  it('credits one order once when more receipts are presented on it after it is paid', async () => {
    const uid = await server.newUser();
    const tranNo = await createStoreOrder(uid);
    const receipts = [await receiptFor(tranNo), await receiptFor(tranNo), await receiptFor(tranNo), await receiptFor(tranNo)];

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
    const late = [await receiptFor(tranNo), await receiptFor(tranNo)];

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
            return { owner, tranNo, receipts: [await receiptFor(tranNo), await receiptFor(tranNo)] };
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
