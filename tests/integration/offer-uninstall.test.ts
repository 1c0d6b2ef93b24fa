import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCreateContract } from '../../src/application/contracts/order/create.contract.js';
import { vipGetAlertContract } from '../../src/application/contracts/vip/get-alert.contract.js';
import { CARD_PAY_TYPE, DISCOUNT_TRIGGER, PAYMENT_STATUS, PRODUCT_TYPE } from '../../src/domain/constants.js';
import { UNINSTALL_OFFER_QUIET_MS } from '../../server/offers/offer-scenario.js';
import { TEST_CARDS } from '../../server/payments/sandbox-provider/test-cards.js';
import { startPaymentServer, untilOrderStatus, type PaymentServer } from './payments-harness.js';

let server: PaymentServer;
beforeAll(async () => {
  server = await startPaymentServer();
});
afterAll(async () => server?.close());

const askUninstallOffer = async (uid: number) => {
  const answer = await server.client(uid).request(vipGetAlertContract, { type: DISCOUNT_TRIGGER.uninstall });
  if (!answer.ok) throw new Error(answer.error.msg);
  return answer.data.vip_alert;
};

const buyHalfPriceVip = (uid: number) =>
  server.client(uid).request(orderCreateContract, { pay_type: CARD_PAY_TYPE, goods_id: 'vip_1m_offer', product_type: PRODUCT_TYPE.vip });

async function payFullPrice(uid: number): Promise<string> {
  const { orderNo, token } = await server.startCardPayment(uid, 'coins_60');
  await server.payWithCard(token, TEST_CARDS.succeed);
  await untilOrderStatus(server, orderNo, PAYMENT_STATUS.success);
  return orderNo;
}

describe('uninstall protection (/vip/get-alert type 9)', () => {
  // The attack of issue #11: naming trigger 9 opened a 24-hour 50 %-off VIP offer for anyone.
  it('opens no offer for a customer who has just paid, so half-price VIP stays closed to them', async () => {
    const uid = await server.newUser();
    await payFullPrice(uid);

    expect(await askUninstallOffer(uid)).toBeNull();
    expect(await buyHalfPriceVip(uid)).toMatchObject({ ok: false, error: { msg: 'ORDER.NOT_ELIGIBLE' } });
  });

  it('opens no uninstall offer for an account that never paid', async () => {
    const uid = await server.newUser();
    expect(await askUninstallOffer(uid)).toBeNull();
  });

  it('offers the stay sale to a customer who last paid more than a week ago', async () => {
    const uid = await server.newUser();
    const orderNo = await payFullPrice(uid);
    // A week ago, without running a week of sweeps.
    await server.database.db.updateTable('orders').set({ paid_at: server.time.now() - UNINSTALL_OFFER_QUIET_MS }).where('order_no', '=', orderNo).execute();

    expect(await askUninstallOffer(uid)).toMatchObject({ func_data: { sid: DISCOUNT_TRIGGER.uninstall, sale_list: [{ goods_id: 'coins_stay_sale' }] } });
    expect((await buyHalfPriceVip(uid)).ok).toBe(true);
  });
});
