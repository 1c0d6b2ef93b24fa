import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderAppleCancelContract } from '../../src/application/contracts/order-apple/cancel.contract.js';
import { orderAppleCreateContract } from '../../src/application/contracts/order-apple/create.contract.js';
import { orderAppleVerifyContract } from '../../src/application/contracts/order-apple/verify.contract.js';
import { otherIapLogContract } from '../../src/application/contracts/other/iap-log.contract.js';
import { PAYMENT_STATUS, PRODUCT_TYPE } from '../../src/domain/constants.js';
import { paymentsDatabase } from '../../server/payments/payment-tables.js';
import { signReceipt } from '../../server/payments/signing.js';
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
  expect(created.data.ok).toBe(1);
  return created.data.tran_no;
}

/** What the native shell's store purchase returns: the sandbox store's signed receipt. */
async function buyInStore(productId: string, accountToken: string): Promise<{ receipt_data: string; transaction_id: string }> {
  const response = await fetch(`${server.baseUrl}${server.settings.publicUrl}/iap/purchase`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ product_id: productId, app_account_token: accountToken }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { receipt_data: string; transaction_id: string };
}

function verify(uid: number, tranNo: string, receiptData: string, sku = SKU) {
  return server.client(uid).call(orderAppleVerifyContract, { sku, product_type: PRODUCT_TYPE.coins, receipt_data: receiptData, tran_no: tranNo });
}

describe('in-app purchase receipts', () => {
  it('credits a receipt once per store transaction: the second verification is ignored', async () => {
    const uid = await server.newUser();
    const inbox = await server.listen(uid);
    const tranNo = await createStoreOrder(uid);
    const { receipt_data: receipt, transaction_id: transactionId } = await buyInStore(SKU, tranNo);

    const first = await verify(uid, tranNo, receipt);
    expect(first.ok && first.data).toMatchObject({ is_sandbox: 1, ignore_event: 0, money: 4.99, goods_id: 'coins_300', account_info: { money: STORE_COINS }, event: { height_ltv_value: 4.99 } });
    const second = await server.client(uid).call(orderAppleVerifyContract, { sku: SKU, product_type: PRODUCT_TYPE.coins, receipt_data: receipt, tran_no: tranNo, transaction_id: transactionId });
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

    const cancelled = await server.client(uid).call(orderAppleCancelContract, { tran_no: tranNo, errorCode: 'SKErrorPaymentCancelled', status: 0 });
    expect(cancelled.ok && cancelled.data.status).toBe(PAYMENT_STATUS.cancel);
    const again = await server.client(uid).call(orderAppleCancelContract, { tran_no: tranNo });
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
    const logged = await server.client(uid).call(otherIapLogContract, { content: 'purchase started glint.coins.300' });
    expect(logged.ok).toBe(true);
    const rows = await paymentsDatabase(server.database.db).selectFrom('iap_logs').select('content').where('uid', '=', uid).execute();
    expect(rows).toEqual([{ content: 'purchase started glint.coins.300' }]);
  });
});
