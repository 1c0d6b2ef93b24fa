import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinCallbackContract } from '../../src/application/contracts/coin/callback.contract.js';
import { msgSyncContract } from '../../src/application/contracts/msg/sync.contract.js';
import { vipCallbackContract } from '../../src/application/contracts/vip/callback.contract.js';
import { vipEventContract } from '../../src/application/contracts/vip/event.contract.js';
import { vipGetAlertContract } from '../../src/application/contracts/vip/get-alert.contract.js';
import { DISCOUNT_TRIGGER, MATCH_PRICE, PAID_TIP_TYPE, PAYMENT_STATUS, PAYMENTS_SWEEP_INTERVAL_MS, PRODUCT_TYPE, VIP_MATCH_DISCOUNT, VIP_MONTH_MS } from '../../src/domain/constants.js';
import { matchPriceOf } from '../../server/match/match-prices.js';
import { paymentsDatabase } from '../../server/payments/payment-tables.js';
import { encodeRechargeContext } from '../../server/payments/recharge-context.js';
import { TEST_CARDS } from '../../server/payments/sandbox-provider/test-cards.js';
import { hasFreeMoments } from '../../server/vip/vip-benefits.js';
import { vipDatabase } from '../../server/vip/vip-tables.js';
import { VIP_FREE_CALL_MINUTES_PER_MONTH } from '../../server/vip/extend-vip.js';
import { startPaymentServer, untilOrderStatus, type PaymentServer } from './payments-harness.js';
import { VIP_EXPIRED_POPUP_REPEAT_MS } from '../../src/domain/offers/popup-frequency.js';

/** vip_1m by card: the first month's 300 coins and the 30 card extra. */
const VIP_1M_COINS = 330;
const MONTHLY = 300;

let server: PaymentServer;
beforeAll(async () => {
  server = await startPaymentServer();
});
afterAll(async () => server?.close());

async function subscribe(uid: number, goodsId = 'vip_1m'): Promise<string> {
  const { orderNo, token } = await server.startCardPayment(uid, goodsId, PRODUCT_TYPE.vip);
  await server.payWithCard(token, TEST_CARDS.succeed);
  await untilOrderStatus(server, orderNo, PAYMENT_STATUS.success);
  return orderNo;
}

async function vipState(uid: number) {
  const answer = await server.client(uid).request(vipCallbackContract, {});
  if (!answer.ok) throw new Error(answer.error.msg);
  return answer.data;
}

async function user(uid: number) {
  return server.database.db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
}

describe('subscribing to VIP', () => {
  it('makes the buyer VIP for a month with the month’s coins, the badge, half-price matches, free moments and free call minutes', async () => {
    const uid = await server.newUser();
    const start = server.time.now();
    expect(matchPriceOf(await user(uid), start)).toBe(MATCH_PRICE);

    await subscribe(uid);

    expect(await vipState(uid)).toMatchObject({ is_vip: 1, vip_exp: start + VIP_MONTH_MS, benefits_list: expect.arrayContaining([expect.objectContaining({ icon: 'vip-moments' })]) });
    expect(await server.balance(uid)).toBe(VIP_1M_COINS);
    const synced = await server.client(uid).request(msgSyncContract, {});
    expect(synced.ok && synced.data.user_info).toMatchObject({ is_vip: 1, vip_exp: start + VIP_MONTH_MS });
    expect(matchPriceOf(await user(uid), server.time.now())).toBe(MATCH_PRICE * VIP_MATCH_DISCOUNT);
    expect(await hasFreeMoments(server.database.db, uid, server.time.now())).toBe(true);
    const coins = await server.client(uid).request(coinCallbackContract, {});
    expect(coins.ok && coins.data).toMatchObject({ is_vip: 1, vip_pay_item: null });
    expect((await user(uid)).call_free_min).toBe(VIP_FREE_CALL_MINUTES_PER_MONTH);
  });

  it('extends an active membership from its expiry when renewed, not from now', async () => {
    const uid = await server.newUser();
    const start = server.time.now();
    await subscribe(uid);
    server.time.jump(10 * 24 * 3_600_000);

    await subscribe(uid);

    expect((await vipState(uid)).vip_exp).toBe(start + 2 * VIP_MONTH_MS);
    expect(await server.balance(uid)).toBe(2 * VIP_1M_COINS);
  });

  it('grants a three-month package’s coins at the start of each VIP month, once', async () => {
    const uid = await server.newUser();
    const start = server.time.now();
    await subscribe(uid, 'vip_3m');
    // The first month's coins and the card extra of the package.
    expect(await server.balance(uid)).toBe(MONTHLY + 90);
    expect((await vipState(uid)).vip_exp).toBe(start + 3 * VIP_MONTH_MS);
    expect((await user(uid)).call_free_min).toBe(3 * VIP_FREE_CALL_MINUTES_PER_MONTH);

    server.time.jump(VIP_MONTH_MS - PAYMENTS_SWEEP_INTERVAL_MS - 1);
    await server.time.advanceBy(PAYMENTS_SWEEP_INTERVAL_MS);
    expect(await server.balance(uid)).toBe(MONTHLY + 90);
    server.time.jump(1);
    await vipState(uid); // the VIP dialog grants what fell due, as the sweep would
    await server.time.advanceBy(PAYMENTS_SWEEP_INTERVAL_MS);
    expect(await server.balance(uid)).toBe(2 * MONTHLY + 90);

    server.time.jump(2 * VIP_MONTH_MS);
    await server.time.advanceBy(PAYMENTS_SWEEP_INTERVAL_MS);
    await server.time.advanceBy(PAYMENTS_SWEEP_INTERVAL_MS);
    expect(await server.balance(uid)).toBe(3 * MONTHLY + 90);
  });

  it('takes the VIP time and its free call minutes back when the provider refunds a VIP order', async () => {
    const uid = await server.newUser();
    const start = server.time.now();
    const orderNo = await subscribe(uid);
    const order = await server.database.db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();

    const status = await server.notify({
      event_id: `evt_refund_${orderNo}`, type: 'transaction.refunded', created: server.time.now(),
      data: { transaction_id: order.provider_ref ?? '', merchant_order_no: orderNo, amount: order.amount_cents, currency: order.currency, status: 'refunded', error_code: null },
    });

    expect(status).toBe(200);
    expect(await server.balance(uid)).toBe(0);
    expect(await vipState(uid)).toMatchObject({ is_vip: 0, vip_exp: start });
    expect((await user(uid)).call_free_min).toBe(0);
    expect(await server.ledger.audit()).toEqual({ entriesSum: 0, balancesSum: 0, accountsOutOfBalance: 0 });
  });
});

describe('when VIP runs out', () => {
  it('shows the VIP-expired offer, not again within 3 hours, and sells its renewal price while it is open', async () => {
    const uid = await server.newUser();
    await subscribe(uid);
    server.time.jump(VIP_MONTH_MS);
    const http = server.client(uid);
    expect((await vipState(uid)).is_vip).toBe(0);

    const alert = await http.request(vipGetAlertContract, {});
    expect(alert.ok && alert.data.vip_alert).toMatchObject({
      func_name: 'vipExpired',
      func_data: { sid: DISCOUNT_TRIGGER.vipExpired, tips_type: PAID_TIP_TYPE.vipExpired, list: [], vip_pay_item: { goods_id: 'vip_1m_comeback', is_discount: 1 }, alert_remain_time: 86_400 },
    });
    const soon = await http.request(vipGetAlertContract, {});
    expect(soon.ok && soon.data.vip_alert).toBeNull();
    server.time.jump(VIP_EXPIRED_POPUP_REPEAT_MS);
    const later = await http.request(vipGetAlertContract, {});
    expect(later.ok && later.data.vip_alert?.func_name).toBe('vipExpired');

    const popup = await http.request(coinCallbackContract, { extra: encodeRechargeContext({ from_id: '', from_type: '', sid: DISCOUNT_TRIGGER.vipExpired }) });
    expect(popup.ok && popup.data).toMatchObject({ sid: DISCOUNT_TRIGGER.vipExpired, tips_type: PAID_TIP_TYPE.vipExpired, list: [], vip_pay_item: { goods_id: 'vip_1m_comeback' } });
    const start = server.time.now();
    await subscribe(uid, 'vip_1m_comeback');
    expect((await vipState(uid)).vip_exp).toBe(start + VIP_MONTH_MS);
  });

  it('records what the user did with the VIP dialog, also with an empty body', async () => {
    const uid = await server.newUser();
    const http = server.client(uid);
    expect((await http.request(vipEventContract, {})).ok).toBe(true);
    expect((await http.request(vipEventContract, { sid: 8, type: 'stay', target_uid: 0, extra: 'x' })).ok).toBe(true);
    const rows = await vipDatabase(server.database.db).selectFrom('vip_events').select(['sid', 'type']).where('uid', '=', uid).orderBy('id').execute();
    expect(rows).toEqual([{ sid: null, type: null }, { sid: 8, type: 'stay' }]);
  });
});
