import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderAppleVerifyContract } from '../../src/application/contracts/order-apple/verify.contract.js';
import { matchInfoContract } from '../../src/application/contracts/match/info.contract.js';
import { giftBagContract } from '../../src/application/contracts/gift/bag.contract.js';
import { giftSendContract } from '../../src/application/contracts/gift/send.contract.js';
import { coinCallbackContract } from '../../src/application/contracts/coin/callback.contract.js';
import { RECHARGE_FROM_TYPE } from '../../src/domain/constants.js';
import { msgDetailContract } from '../../src/application/contracts/msg/detail.contract.js';
import { msgSendContract } from '../../src/application/contracts/msg/send.contract.js';
import { CHAT_TYPE, MSG_TYPE, PAYMENT_STATUS, PRODUCT_TYPE } from '../../src/domain/constants.js';
import { createGiftBag } from '../../server/gifts/gift-bag.js';
import { findItem } from '../../server/payments/catalogue.js';
import { refundPaidOrder } from '../../server/payments/settle-order.js';
import { TEST_CARDS } from '../../server/payments/sandbox-provider/test-cards.js';
import { startPaymentServer, untilOrderStatus, type PaymentServer } from './payments-harness.js';
import { buyInStore, createStoreOrder } from './store-helpers.js';
import { FREE_MESSAGES_PER_HOST_CHAT, MESSAGE_PRICE_TO_HOST } from '../../server/messages/message-price.js';

/** coins_650: 5 free matches. coins_3500: 20 free matches, 50 free messages, 100 popularity. */
const MATCH_PACKAGE = findItem('coins_650', PRODUCT_TYPE.coins);
const FULL_PACKAGE = findItem('coins_3500', PRODUCT_TYPE.coins);

let server: PaymentServer;
beforeAll(async () => {
  server = await startPaymentServer();
});
afterAll(async () => server?.close());

const bonusesOf = (uid: number) =>
  server.database.db.selectFrom('users').select(['match_free_count', 'message_free_count', 'popularity']).where('uid', '=', uid).executeTakeFirstOrThrow();

async function payByCard(uid: number, goodsId: string): Promise<string> {
  const { orderNo, token } = await server.startCardPayment(uid, goodsId);
  await server.payWithCard(token, TEST_CARDS.succeed);
  await untilOrderStatus(server, orderNo, PAYMENT_STATUS.success);
  return orderNo;
}

async function payInStore(uid: number, goodsId: string, sku: string): Promise<{ tranNo: string; receipt: string }> {
  const tranNo = await createStoreOrder(server, uid, goodsId);
  return { tranNo, receipt: (await buyInStore(server, sku, tranNo)).receipt_data };
}

const refund = (orderNo: string) =>
  refundPaidOrder({ db: server.database.db, giftBag: createGiftBag(server.database.db, server.time), clock: server.time, publisher: server.app.realtime.publisher, onError: () => undefined }, orderNo);

const sendText = (from: number, to: number) =>
  server.client(from).request(msgSendContract, {
    to_uid: to, chat_type: CHAT_TYPE.private, data: { msg_type: MSG_TYPE.text, msg_content: JSON.stringify({ content: 'hello' }) }, client_msg_id: randomUUID(),
  });

describe('package bonuses are credited with the coins', () => {
  it('adds a package’s free matches to the free matches the Match tab shows when a card pays for it', async () => {
    const uid = await server.newUser();
    const before = await server.client(uid).request(matchInfoContract, {});
    await payByCard(uid, 'coins_650');
    const after = await server.client(uid).request(matchInfoContract, {});

    expect(MATCH_PACKAGE?.match).toBeGreaterThan(0);
    expect(after.ok && before.ok && after.data.match_free_count - before.data.match_free_count).toBe(MATCH_PACKAGE?.match);
  });

  it('credits free matches, free messages and popularity once when a store receipt pays, however often it is verified', async () => {
    const uid = await server.newUser();
    const { tranNo, receipt } = await payInStore(uid, 'coins_3500', 'glint.coins.3500');
    const before = await bonusesOf(uid);
    for (let i = 0; i < 3; i++) {
      const verified = await server.client(uid).request(orderAppleVerifyContract, { sku: 'glint.coins.3500', product_type: PRODUCT_TYPE.coins, receipt_data: receipt, tran_no: tranNo });
      expect(verified.ok).toBe(true);
    }

    expect(await bonusesOf(uid)).toEqual({
      match_free_count: before.match_free_count + (FULL_PACKAGE?.match ?? 0),
      message_free_count: (FULL_PACKAGE?.message ?? 0),
      popularity: (FULL_PACKAGE?.charm ?? 0),
    });
  });

  it('spends bought free messages before coins on messages to a host, says so, then charges coins', async () => {
    const host = await server.newUser({ is_host: true });
    const uid = await server.newUser({ coins: 1_000 });
    const bought = 2;
    await server.database.db.updateTable('users').set({ message_free_count: bought }).where('uid', '=', uid).execute();

    const detail = await server.client(uid).request(msgDetailContract, { to_uid: host });
    expect(detail.ok && detail.data.free_left).toBe(FREE_MESSAGES_PER_HOST_CHAT + bought);
    const balances: number[] = [];
    for (let i = 0; i < FREE_MESSAGES_PER_HOST_CHAT + bought + 1; i++) {
      const sent = await sendText(uid, host);
      if (!sent.ok) throw new Error(sent.error.msg);
      balances.push(sent.data.balance ?? -1);
    }

    expect(balances).toEqual([...Array<number>(FREE_MESSAGES_PER_HOST_CHAT + bought).fill(1_000), 1_000 - MESSAGE_PRICE_TO_HOST]);
    expect((await bonusesOf(uid)).message_free_count).toBe(0);
  });

  it('puts a package’s gifts into the bag once with its coins when a card pays, however often the provider notifies', async () => {
    const uid = await server.newUser();
    const { orderNo, token, transactionId } = await server.startCardPayment(uid, 'coins_3500');
    await server.payWithCard(token, TEST_CARDS.succeed);
    await untilOrderStatus(server, orderNo, PAYMENT_STATUS.success);
    const data = { transaction_id: transactionId, merchant_order_no: orderNo, amount: 4_999, currency: 'USD', status: 'succeeded', error_code: null } as const;
    for (const eventId of ['evt_retry_1', 'evt_retry_2']) {
      await server.notify({ event_id: `${eventId}_${orderNo}`, type: 'transaction.succeeded', created: server.time.now(), data });
    }

    const bag = await server.client(uid).request(giftBagContract, {});
    const gifts = FULL_PACKAGE?.productType === PRODUCT_TYPE.coins ? FULL_PACKAGE.gifts : [];
    expect(gifts.length).toBeGreaterThan(0);
    expect(bag.ok && bag.data.list.map(({ gift_id, num }) => ({ giftId: gift_id, count: num })).sort((a, b) => a.giftId - b.giftId)).toEqual([...gifts].sort((a, b) => a.giftId - b.giftId));
    expect(bag.ok && bag.data.count).toBe(gifts.reduce((sum, { count }) => sum + count, 0));
  });

  it('tells the balance sheet how many bag gifts each package brings', async () => {
    const uid = await server.newUser();
    const sheet = await server.client(uid).request(coinCallbackContract, { from_type: RECHARGE_FROM_TYPE.rechargeBoxClick });
    const tile = sheet.ok ? sheet.data.list.find((item) => item.goods_id === 'coins_3500') : undefined;
    const gifts = FULL_PACKAGE?.productType === PRODUCT_TYPE.coins ? FULL_PACKAGE.gifts : [];
    expect(tile?.bag_gifts).toBe(gifts.reduce((sum, { count }) => sum + count, 0));
    expect(sheet.ok && sheet.data.list.find((item) => item.goods_id === 'coins_300')?.bag_gifts).toBe(0);
  });

  it('puts a package’s gifts into the bag once when a store receipt is verified three times', async () => {
    const uid = await server.newUser();
    const { tranNo, receipt } = await payInStore(uid, 'coins_1350', 'glint.coins.1350');
    for (let i = 0; i < 3; i++) {
      await server.client(uid).request(orderAppleVerifyContract, { sku: 'glint.coins.1350', product_type: PRODUCT_TYPE.coins, receipt_data: receipt, tran_no: tranNo });
    }
    const item = findItem('coins_1350', PRODUCT_TYPE.coins);
    const bag = await server.client(uid).request(giftBagContract, {});
    expect(bag.ok && bag.data.list.map(({ gift_id, num }) => ({ giftId: gift_id, count: num }))).toEqual(item?.productType === PRODUCT_TYPE.coins ? item.gifts : null);
  });

  it('takes the unspent bonuses back with the coins when the order is refunded', async () => {
    const uid = await server.newUser();
    const before = await bonusesOf(uid);
    const orderNo = await payByCard(uid, 'coins_3500');

    expect(await refund(orderNo)).toEqual({ ok: true, refunded: true });
    expect(await bonusesOf(uid)).toEqual(before);
  });

  it('takes the package’s unspent bag gifts back on a refund, leaving a gift already sent sent', async () => {
    const uid = await server.newUser();
    const host = await server.newUser();
    const orderNo = await payByCard(uid, 'coins_3500');
    const gifts = FULL_PACKAGE?.productType === PRODUCT_TYPE.coins ? FULL_PACKAGE.gifts : [];
    const spent = gifts[0];
    if (spent === undefined) throw new Error('the full package brings no bag gifts');
    const sent = await server.client(uid).request(giftSendContract, { gift_id: spent.giftId, to_uid: host, number: 1, gift_source: 'bag' });
    expect(sent.ok).toBe(true);

    expect(await refund(orderNo)).toEqual({ ok: true, refunded: true });
    const bag = await server.client(uid).request(giftBagContract, {});
    expect(bag.ok && bag.data.list).toEqual([]);
    // A second refund notification takes nothing more (the refund is claimed once per order).
    expect(await refund(orderNo)).toEqual({ ok: true, refunded: false });
  });
});
