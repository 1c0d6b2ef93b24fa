import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinCallbackContract } from '../../src/application/contracts/coin/callback.contract.js';
import { orderCreateContract } from '../../src/application/contracts/order/create.contract.js';
import { vipAlertTimeContract } from '../../src/application/contracts/vip/alert-time.contract.js';
import { vipCallbackContract } from '../../src/application/contracts/vip/callback.contract.js';
import { vipGetAlertContract } from '../../src/application/contracts/vip/get-alert.contract.js';
import type { PayloadInput } from '../../src/application/contracts/define-contract.js';
import { CARD_PAY_TYPE, DISCOUNT_OFFER_WINDOW_MS, DISCOUNT_TRIGGER, MS_PER_SECOND, PAID_NO_RECHARGE_AFTER_MS, PAID_TIP_TYPE, PAYMENT_STATUS, PRODUCT_TYPE, RECHARGE_FROM_TYPE, VIP_MONTH_MS } from '../../src/domain/constants.js';
import { TEST_CARDS } from '../../server/payments/sandbox-provider/test-cards.js';
import { startPaymentServer, untilOrderStatus, type PaymentServer } from './payments-harness.js';
import { UNINSTALL_PROTECTION_MIN_GAP_MS, UNPAID_DISCOUNT_REPEAT_MS } from '../../src/domain/offers/popup-frequency.js';
import { DISCOUNT_OPEN_TYPE, UNPAID_OFFER_TYPE } from '../../src/domain/offers/offer-codes.js';

const WINDOW_S = DISCOUNT_OFFER_WINDOW_MS / MS_PER_SECOND;

let server: PaymentServer;
beforeAll(async () => {
  server = await startPaymentServer();
});
afterAll(async () => server?.close());

async function pay(uid: number, goodsId: string, card: string = TEST_CARDS.succeed): Promise<string> {
  const { orderNo, token } = await server.startCardPayment(uid, goodsId);
  await server.payWithCard(token, card);
  await untilOrderStatus(server, orderNo, card === TEST_CARDS.succeed ? PAYMENT_STATUS.success : PAYMENT_STATUS.fail);
  return orderNo;
}

const alert = async (uid: number, payload: PayloadInput<typeof vipGetAlertContract> = {}) => {
  const answer = await server.client(uid).request(vipGetAlertContract, payload);
  if (!answer.ok) throw new Error(answer.error.msg);
  return answer.data.vip_alert;
};

describe('unpaid users', () => {
  it('get the call-up offer when a call finds them without coins: the target, the first-recharge sale, the VIP offer and a day to take it', async () => {
    const host = await server.newUser({ nickname: 'Ana', is_host: true });
    const uid = await server.newUser();
    const popup = await server.client(uid).request(coinCallbackContract, { from_type: RECHARGE_FROM_TYPE.callNoCoins, from_id: host, need_coins: 60, diff_coin: 60 });

    expect(popup.ok && popup.data).toMatchObject({
      sid: DISCOUNT_TRIGGER.callUp,
      alert_remain_time: WINDOW_S,
      tips_type: PAID_TIP_TYPE.vipOffer,
      target_info: { uid: host, nickname: 'Ana' },
      sale_pay_item: { goods_id: 'coins_first_sale', money: '0.99', original: '4.99', is_discount: 1, sale_desc: '-80%', style: 'sale', alert_remain_time: WINDOW_S },
      vip_pay_item: { goods_id: 'vip_1m_offer', money: '4.99', original: '9.99', sale_desc: '-50%' },
      params: { from_type: RECHARGE_FROM_TYPE.callNoCoins, from_id: host, need_coins: 60, diff_coin: 60 },
    });
    const packages = popup.ok ? popup.data.merge_list : [];
    expect(packages.slice(0, 3).every((item) => item.is_hot === 1)).toBe(true);
    expect(packages.filter((item) => item.match > 0).every((item) => item.style === 'super')).toBe(true);

    server.time.jump(60 * MS_PER_SECOND);
    const vip = await server.client(uid).request(vipCallbackContract, {});
    expect(vip.ok && vip.data.list[0]).toMatchObject({ goods_id: 'vip_1m_offer', alert_remain_time: WINDOW_S - 60 });
    expect(await server.client(uid).request(vipAlertTimeContract, {})).toMatchObject({ ok: true, data: { alert_remain_time: WINDOW_S - 60, sid: DISCOUNT_TRIGGER.callUp } });
  });

  it('may buy the offer while it is open, once; after it ran out its price is refused', async () => {
    const uid = await server.newUser();
    const other = await server.newUser();
    await server.client(uid).request(coinCallbackContract, { from_type: RECHARGE_FROM_TYPE.messageNoCoins });
    await server.client(other).request(coinCallbackContract, { from_type: RECHARGE_FROM_TYPE.answerNoCoins });

    await pay(uid, 'coins_first_sale');
    expect(await server.balance(uid)).toBe(400);
    const again = await server.client(uid).request(orderCreateContract, { pay_type: CARD_PAY_TYPE, goods_id: 'coins_first_sale', product_type: PRODUCT_TYPE.coins });
    expect(again).toMatchObject({ ok: false, error: { msg: 'ORDER.NOT_ELIGIBLE' } });

    server.time.jump(DISCOUNT_OFFER_WINDOW_MS);
    const late = await server.client(other).request(orderCreateContract, { pay_type: CARD_PAY_TYPE, goods_id: 'coins_first_sale', product_type: PRODUCT_TYPE.coins });
    expect(late).toMatchObject({ ok: false, error: { msg: 'ORDER.NOT_ELIGIBLE' } });
  });

  it('get the unpaid offer after a failed payment, the same one not again within 5 minutes', async () => {
    const uid = await server.newUser();
    await pay(uid, 'coins_300', TEST_CARDS.decline);

    const first = await alert(uid, { type: DISCOUNT_TRIGGER.payFail });
    expect(first).toMatchObject({ func_name: 'discountUnpaid', func_data: { sid: DISCOUNT_TRIGGER.payFail, unpaid_type: UNPAID_OFFER_TYPE.neverPaid, is_paid: 0, open_type: DISCOUNT_OPEN_TYPE.auto } });
    expect(await alert(uid, { type: DISCOUNT_TRIGGER.payFail })).toBeNull();
    server.time.jump(UNPAID_DISCOUNT_REPEAT_MS);
    expect(await alert(uid, { type: DISCOUNT_TRIGGER.payFail })).toMatchObject({ func_name: 'discountUnpaid' });
  });

  it('get no pay-fail offer without a failed payment', async () => {
    const uid = await server.newUser();
    expect(await alert(uid, { type: DISCOUNT_TRIGGER.payFail })).toBeNull();
  });
});

describe('paying users', () => {
  it('get the paid-recharge offer from the recharge box, and the paid-no-recharge one after a week without paying', async () => {
    const uid = await server.newUser();
    await pay(uid, 'coins_300');

    const box = await alert(uid, { from_type: RECHARGE_FROM_TYPE.rechargeBoxClick });
    expect(box).toMatchObject({
      func_name: 'discountPaid',
      func_data: { sid: DISCOUNT_TRIGGER.paidRecharge, is_paid: 1, open_type: DISCOUNT_OPEN_TYPE.rechargeBoxClick, tips_type: PAID_TIP_TYPE.vipOffer, sale_list: [{ goods_id: 'coins_paid_sale' }] },
    });
    expect(await alert(uid)).toBeNull();

    server.time.jump(PAID_NO_RECHARGE_AFTER_MS);
    expect(await alert(uid)).toMatchObject({ func_name: 'discountPaid', func_data: { sid: DISCOUNT_TRIGGER.paidNoRecharge } });
  });

  it('gets the unpaid type of someone who has paid before after a failed payment', async () => {
    const uid = await server.newUser();
    await pay(uid, 'coins_60');
    await pay(uid, 'coins_300', TEST_CARDS.decline);
    expect(await alert(uid, { sid: DISCOUNT_TRIGGER.payFail })).toMatchObject({ func_data: { unpaid_type: UNPAID_OFFER_TYPE.everPaid, is_paid: 1 } });
  });
});

describe('VIP members and leaving users', () => {
  it('shows a VIP member no discount, and the sale offer to users about to leave once a day', async () => {
    const vip = await server.newUser({ vip_expires_at: server.time.now() + VIP_MONTH_MS, recharge_cents: 999 });
    expect(await alert(vip)).toBeNull();
    expect(await server.client(vip).request(vipAlertTimeContract, {})).toMatchObject({ ok: true, data: { alert_remain_time: 0 } });

    const leaving = await alert(vip, { type: DISCOUNT_TRIGGER.uninstall });
    expect(leaving).toMatchObject({ func_name: 'discountRecharge', func_data: { sid: DISCOUNT_TRIGGER.uninstall, vip_pay_item: null, sale_list: [{ goods_id: 'coins_stay_sale' }] } });
    expect(await alert(vip, { type: DISCOUNT_TRIGGER.uninstall })).toBeNull();
    server.time.jump(UNINSTALL_PROTECTION_MIN_GAP_MS);
    expect(await alert(vip, { type: DISCOUNT_TRIGGER.uninstall })).toMatchObject({ func_data: { sid: DISCOUNT_TRIGGER.uninstall } });
  });

  it('shows a user who never paid the no-recharge offer on its own', async () => {
    const uid = await server.newUser();
    expect(await alert(uid)).toMatchObject({ func_name: 'discountRecharge', func_data: { sid: DISCOUNT_TRIGGER.unpaidNoRecharge, unpaid_type: UNPAID_OFFER_TYPE.neverPaid } });
  });
});
