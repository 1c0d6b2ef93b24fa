import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSION_EVENT } from '../../src/application/contracts/realtime/conversion-message.js';
import { USER_UPDATE_SUB } from '../../src/application/contracts/user/user-update.js';
import { PAYMENT_STATUS, PRODUCT_TYPE, REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import { TEST_CARDS } from '../../server/payments/sandbox-provider/test-cards.js';
import { startPaymentServer, until, untilOrderStatus, type PaymentServer } from './payments-harness.js';

let server: PaymentServer;
beforeAll(async () => {
  server = await startPaymentServer();
});
afterAll(async () => server?.close());

async function pay(uid: number, goodsId?: string, productType?: 1 | 2): Promise<string> {
  const { orderNo, token } = await server.startCardPayment(uid, goodsId, productType);
  await server.payWithCard(token, TEST_CARDS.succeed);
  await untilOrderStatus(server, orderNo, PAYMENT_STATUS.success);
  return orderNo;
}

describe('what a paid order tells the buyer beside its payment event', () => {
  it('sends a conversion (type 26): first_purchase with value 1, then purchase with the count of paid orders', async () => {
    const uid = await server.newUser();
    const inbox = await server.listen(uid);
    await pay(uid);
    await until(() => inbox.messages.some((m) => m.type === REALTIME_MESSAGE_TYPE.conversion));
    await pay(uid);
    await until(() => inbox.messages.filter((m) => m.type === REALTIME_MESSAGE_TYPE.conversion).length === 2);
    expect(inbox.messages.filter((m) => m.type === REALTIME_MESSAGE_TYPE.conversion)).toEqual([
      { type: REALTIME_MESSAGE_TYPE.conversion, event: CONVERSION_EVENT.firstPurchase, value: 1 },
      { type: REALTIME_MESSAGE_TYPE.conversion, event: CONVERSION_EVENT.purchase, value: 2 },
    ]);
    // A coin package is no VIP change.
    expect(inbox.messages.some((m) => m.type === REALTIME_MESSAGE_TYPE.userState && m.sub === USER_UPDATE_SUB.vip)).toBe(false);
  });

  it('tells a VIP buyer vip (type 7) so the app reloads the account, and a failed payment tells nothing', async () => {
    const uid = await server.newUser();
    const inbox = await server.listen(uid);
    const failed = await server.startCardPayment(uid, 'vip_1m', PRODUCT_TYPE.vip);
    await server.payWithCard(failed.token, TEST_CARDS.decline);
    await untilOrderStatus(server, failed.orderNo, PAYMENT_STATUS.fail);
    await pay(uid, 'vip_1m', PRODUCT_TYPE.vip);
    await until(() => inbox.messages.some((m) => m.type === REALTIME_MESSAGE_TYPE.userState && m.sub === USER_UPDATE_SUB.vip && m.uid === uid));
    await until(() => inbox.messages.some((m) => m.type === REALTIME_MESSAGE_TYPE.conversion));
    expect(inbox.messages.filter((m) => m.type === REALTIME_MESSAGE_TYPE.conversion)).toEqual([{ type: REALTIME_MESSAGE_TYPE.conversion, event: CONVERSION_EVENT.firstPurchase, value: 1 }]);
  });
});
