import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { RECHARGE_FROM_TYPE, REALTIME_MESSAGE_TYPE, type ValidCard } from '../../domain';
import type { PayItem } from '../contracts/coin/pay-item';
import { createVirtualTime, settle } from '../lifecycle/virtual-time.test-kit';
import type { CardCheckoutOutcome, CardCheckoutPort, CardCheckoutSetup } from '../ports/card-checkout.port';
import type { NativeBridgePort, NativePurchaseOutcome } from '../ports/native-bridge.port';
import type { RealtimeMessage } from '../ports/realtime.port';
import type { StoragePort } from '../ports/storage.port';
import { createScriptedHttp, type ScriptedAnswer } from '../session/session-test-kit';
import type { CheckoutOutcome } from './checkout-outcome';
import { createPaymentServices } from './create-payment-services';
import { PAYMENT_WAIT_TIMEOUT_MS } from './checkout-flow';

const testItem: PayItem = {
  id: 1002, sku: 'glint.coins.300', goods_id: 'coins_300', product_type: 1, pay_type: 22, pay_platform: 46, is_direct_card: 2,
  diamond: 300, give_coins: 30, extra_coins: 30, month: 0, currency: 'USD', money: '4.99', money_desc: '$4.99', original: '4.99',
  original_desc: '$4.99', sale_desc: '', sale_icon: '', sale_money: '4.99', save_money: '0', is_discount: 0, is_hot: 1, label: '',
  coin_icon: '', match: 0, message: 0, charm: 0, bag_gifts: 0, style: 'normal', alert_remain_time: 0, last_pay_type: 0,
};

const card: ValidCard = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, securityCode: '123', firstName: 'Ann', lastName: 'Lee' };
const request = { item: testItem, fromType: RECHARGE_FROM_TYPE.rechargeBoxClick };

const payStart = {
  token: 'tok1', expires_at: 1, transaction_id: 'txn_1', provider_url: '/sandbox-pay', merchant_no: 'M1', merchant_origin: 'http://x',
  merchant_name: 'Glint', amount: '4.99', currency: 'USD', environment: 'TEST', user_id: '7',
};

/** The server numbers its events; the inbox drops a second copy of an event id. */
let lastEventId = 0;

function payEvent(orderNo: string, status: number, kind: string, coins = 0, balance = 0): RealtimeMessage {
  lastEventId += 1;
  return {
    type: REALTIME_MESSAGE_TYPE.paymentEvent, event_id: lastEventId, order_no: orderNo, kind, created_at: 1,
    data: { status, goods_id: 'coins_300', product_type: 1, pay_type: 22, coins, balance, vip_exp: 0, money: '4.99', currency: 'USD', failure: '', from_type: '101' },
  };
}

function fakeLibrary(outcome: (setup: CardCheckoutSetup) => Promise<CardCheckoutOutcome>) {
  const mounts: CardCheckoutSetup[] = [];
  const library: CardCheckoutPort = {
    mount(setup) {
      mounts.push(setup);
      const pay = () => outcome(setup);
      return { ok: true, value: { payWithCard: pay, payWithWallet: pay, unmount: () => undefined } };
    },
    walletReady: async () => false,
    browserFields: () => ({ java_enabled: false, color_depth: 24, screen_height: 800, screen_width: 400, timezone_offset: 0, user_agent: 'ua', language: 'en' }),
  };
  return { library, mounts };
}

function bridgeWith(purchase: NativePurchaseOutcome): NativeBridgePort & { finished: string[] } {
  const finished: string[] = [];
  return {
    finished,
    isNativeShell: true,
    deviceId: async () => 'd',
    pageData: async () => ({}),
    attribution: async () => undefined,
    pushToken: async () => undefined,
    purchase: async () => purchase,
    finishPurchase: async (id) => void finished.push(id),
    restorePurchases: async () => [],
    navigate: () => undefined,
  };
}

function setup(options: {
  check?: number;
  outcome?: (setup: CardCheckoutSetup) => Promise<CardCheckoutOutcome>;
  script?: Record<string, ScriptedAnswer>;
  bridge?: NativeBridgePort;
} = {}) {
  const messages = new Subject<RealtimeMessage>();
  const http = createScriptedHttp({
    '/order/check': { code: options.check ?? 3, data: { goods_id: 'coins_300', product_type: 1, pay_type: 22 } },
    '/order/transaction': { data: { transaction_id: 'txn_1', order_no: 'ord_1' } },
    '/pay/start': { data: payStart },
    '/pay/event-ack': { data: { acked: 1 } },
    ...options.script,
  });
  const time = createVirtualTime();
  const entries = new Map<string, unknown>();
  const storage: StoragePort = {
    read: (name, uid) => entries.get(`${name}:${uid}`),
    write: (name, value, uid) => (entries.set(`${name}:${uid}`, value), { ok: true }),
    remove: (name, uid) => void entries.delete(`${name}:${uid}`),
  };
  const { library, mounts } = fakeLibrary(options.outcome ?? (async () => ({ kind: 'succeed', transactionId: 'txn_1' })));
  const services = createPaymentServices({
    http: http.http, library, messages$: messages, bridge: options.bridge ?? bridgeWith({ ok: false, error: { code: 'NATIVE.UNSUPPORTED' } }),
    storage, uid: () => 7, scheduler: time.scheduler, origin: 'http://glint.test'
  });
  const outcomes: CheckoutOutcome['kind'][] = [];
  services.outcomes$.subscribe((o) => outcomes.push(o.kind));
  return { services, http, messages, time, mounts, outcomes, view: () => services.checkout.view$.getValue() };
}

describe('the /order/check route', () => {
  it('opens the pay-method sheet with the platform wallet for any other code', async () => {
    const { services, view, outcomes } = setup({ check: 3 });
    await services.checkout.begin(request);
    expect(view()).toEqual({ step: 'chooseMethod', request, wallet: 'googlepay' });
    expect(outcomes).toEqual(['started']);
  });

  it('goes to the card page for 1', async () => {
    const { services, view } = setup({ check: 1 });
    await services.checkout.begin(request);
    expect(view().step).toBe('cardPage');
  });

  it('pays directly with /order/pay-success for 10', async () => {
    const { services, view, outcomes } = setup({ check: 10, script: { '/order/pay-success': { data: { balance: 130, order_no: 'ord_f', coins: 30 } } } });
    await services.checkout.begin(request);
    expect(view()).toMatchObject({ step: 'result', status: 'success', coins: 30, balance: 130, orderNo: 'ord_f' });
    expect(outcomes).toEqual(['started', 'succeeded']);
  });

  it('ends as failed with the server text when the check is refused', async () => {
    const { services, view, outcomes } = setup({ script: { '/order/check': { error: { code: 'API.REJECTED', msg: 'ORDER.NOT_ELIGIBLE', result: -1 } } } });
    await services.checkout.begin(request);
    expect(view()).toMatchObject({ step: 'result', status: 'failed', message: { key: 'error.ORDER.NOT_ELIGIBLE' } });
    expect(outcomes).toEqual(['started', 'failed']);
  });
});

describe('paying by card', () => {
  it('opens the order with the browser fields, pays, waits for the payment event and remembers the card', async () => {
    const paid = payEvent('ord_1', 2, 'paid', 360, 460);
    const { services, http, messages, view, mounts, outcomes } = setup({
      outcome: async () => {
        // The provider settles (and the event arrives) before the library has answered.
        messages.next(paid);
        return { kind: 'succeed', transactionId: 'txn_1' };
      },
    });
    await services.checkout.begin(request);
    services.checkout.chooseCard();
    await services.checkout.payByCard(card, 'pay-box');
    expect(view()).toMatchObject({ step: 'result', status: 'success', coins: 360, balance: 460, orderNo: 'ord_1' });
    expect(http.sent.find((s) => s.path === '/order/transaction')?.payload).toMatchObject({
      pay_type: 22, goods_id: 'coins_300', is_direct_card: 2, screen_width: 400, user_agent: 'ua', request_host: 'http://glint.test',
    });
    expect(http.sent.filter((s) => s.path === '/pay/event-ack')).toEqual([{ path: '/pay/event-ack', payload: { event_id: paid['event_id'] } }]);
    expect(mounts[0]).toMatchObject({ elementId: 'pay-box', payMethods: ['credit_card'], config: { amount: '4.99', currency: 'USD', userId: '7' }, providerUrl: '/sandbox-pay' });
    expect(services.cardHistory.cards(22)).toEqual([{ cardNumber: '424242******4242', key: 'txn_1' }]);
    expect(outcomes).toEqual(['started', 'succeeded']);
  });

  it('hands the library /pay/start’s token first and a fresh one on a later click', async () => {
    const tokens: string[] = [];
    const { services, http } = setup({
      check: 1,
      outcome: async (s) => {
        tokens.push(await s.getAccessToken(), await s.getAccessToken());
        return { kind: 'ignored' };
      },
    });
    http.script['/pay/start'] = { data: { ...payStart, token: 'tok2' } };
    await services.checkout.begin(request);
    await services.checkout.payByCard(card, 'pay-box');
    expect(tokens).toEqual(['tok2', 'tok2']);
    expect(http.sent.filter((s) => s.path === '/pay/start')).toHaveLength(2);
    expect(services.checkout.view$.getValue().step).toBe('cardPage');
  });

  it('shows the wait page for a pending payment and times out after the wait', async () => {
    const { services, view, time, outcomes } = setup({ check: 1, outcome: async () => ({ kind: 'pending', transactionId: 'txn_1' }) });
    await services.checkout.begin(request);
    const paying = services.checkout.payByCard(card, 'pay-box');
    await settle();
    expect(view()).toMatchObject({ step: 'waiting', orderNo: 'ord_1' });
    await time.advanceTo(PAYMENT_WAIT_TIMEOUT_MS - 1);
    expect(view().step).toBe('waiting');
    await time.advanceTo(PAYMENT_WAIT_TIMEOUT_MS);
    await paying;
    expect(view()).toMatchObject({ step: 'result', status: 'timeout' });
    expect(outcomes).toEqual(['started', 'failed']);
  });

  it('settles a pending payment by its later event', async () => {
    const { services, view, messages } = setup({ check: 1, outcome: async () => ({ kind: 'pending', transactionId: 'txn_1' }) });
    await services.checkout.begin(request);
    const paying = services.checkout.payByCard(card, 'pay-box');
    await settle();
    messages.next(payEvent('other', 2, 'paid'));
    messages.next(payEvent('ord_1', 1, 'pending'));
    expect(view().step).toBe('waiting');
    messages.next(payEvent('ord_1', 2, 'paid', 360, 500));
    await paying;
    expect(view()).toMatchObject({ step: 'result', status: 'success', balance: 500 });
  });

  it('reports a declined card as failed, and repay starts the same package again', async () => {
    const { services, view, outcomes, http } = setup({
      check: 1,
      outcome: async () => ({ kind: 'failed', failure: 'pay_failed', message: 'Card declined', errorCode: 1200 }),
    });
    await services.checkout.begin(request);
    await services.checkout.payByCard(card, 'pay-box');
    expect(view()).toMatchObject({ step: 'result', status: 'failed', message: { text: 'Card declined' } });
    expect(services.cardHistory.cards(22)).toEqual([]);
    await services.checkout.repay();
    expect(view()).toEqual({ step: 'cardPage', request });
    expect(http.sent.filter((s) => s.path === '/order/check')).toHaveLength(2);
    expect(outcomes).toEqual(['started', 'failed', 'started']);
  });

  it('says the device is offline when the order cannot reach the server', async () => {
    const { services, view } = setup({ check: 1, script: { '/order/transaction': { error: { code: 'API.NETWORK', msg: 'Failed to fetch' } } } });
    await services.checkout.begin(request);
    await services.checkout.payByCard(card, 'pay-box');
    expect(view()).toMatchObject({ step: 'result', status: 'failed', message: { key: 'shell.offline' } });
  });

  it('calls an order that is no longer pending an expired session', async () => {
    const { services, view } = setup({
      check: 1,
      outcome: async () => ({ kind: 'failed', failure: 'getAccessToken_failed', message: 'ORDER.NOT_PENDING', errorCode: null }),
    });
    await services.checkout.begin(request);
    await services.checkout.payByCard(card, 'pay-box');
    expect(view()).toMatchObject({ step: 'result', status: 'expired', message: { key: 'error.ORDER.NOT_PENDING' } });
  });

  it('reports a closed challenge as cancelled', async () => {
    const { services, view, outcomes } = setup({ check: 1, outcome: async () => ({ kind: 'cancelled' }) });
    await services.checkout.begin(request);
    await services.checkout.payByCard(card, 'pay-box');
    expect(view()).toMatchObject({ step: 'result', status: 'cancelled' });
    expect(outcomes).toEqual(['started', 'cancelled']);
  });

  it('pays with the wallet from the sheet with its pay platform', async () => {
    const { services, http, mounts } = setup({ outcome: async () => ({ kind: 'failed', failure: 'pay_failed', message: 'Google Pay SDK loadScript error', errorCode: null }) });
    await services.checkout.begin(request);
    await services.checkout.payByWallet('googlepay', 'sheet-box');
    expect(http.sent.find((s) => s.path === '/order/transaction')?.payload).toMatchObject({ pay_platform: 46 });
    expect(mounts[0]?.payMethods).toEqual(['googlepay']);
    expect(services.checkout.view$.getValue()).toMatchObject({ status: 'failed', message: { text: 'Google Pay SDK loadScript error' } });
  });

  it('takes up a package page opened by its URL when nothing runs or only a result is shown, not while paying', async () => {
    const { services, view, outcomes } = setup({ check: 10, script: { '/order/pay-success': { data: { balance: 30, order_no: 'o', coins: 30 } } } });
    services.checkout.adopt(request);
    expect(view()).toEqual({ step: 'cardPage', request });
    services.checkout.cancel();
    await services.checkout.begin(request);
    expect(view().step).toBe('result');
    services.checkout.adopt(request);
    expect(view()).toEqual({ step: 'cardPage', request });
    expect(outcomes).toEqual(['started', 'cancelled', 'started', 'succeeded', 'started']);
  });

  it('closing the sheet cancels the checkout', async () => {
    const { services, view, outcomes } = setup();
    await services.checkout.begin(request);
    services.checkout.cancel();
    expect(view()).toEqual({ step: 'idle' });
    expect(outcomes).toEqual(['started', 'cancelled']);
  });
});

describe('in-app purchase (route 2)', () => {
  const iapScript = {
    '/order-apple/create': { data: { ok: 1, tran_no: 'tran_1' } },
    '/order-apple/cancel': { data: { status: -1 } },
    '/other/iap-log': { data: {} },
  } satisfies Record<string, ScriptedAnswer>;

  it('verifies the receipt, finishes the store transaction and credits the package', async () => {
    const bridge = bridgeWith({ ok: true, receipt: { sku: 'glint.coins.300', receiptData: 'r', transactionId: 'st_1' } });
    const verify = {
      data: {
        is_sandbox: 1, ignore_event: 0, money: 4.99, goods_id: 'coins_300', product_type: 1, event: { height_ltv_value: 4.99 },
        user_info: { uid: 7, nickname: 'A', avatar: '', small_avatar: '', big_avatar_url: '', is_vip: 0, vip_exp: 0, is_auth: 0, auth_status: 0, level: 0, is_rest: 0, hide_profile: 0, hide_vip: 0, hide_level: 0, call_free_min: 0, recharge_money: 0, channel_key: '', sex: 0, birthday: '', country_code: '', country_flag: '', video_call_gold: 0, voice_call_gold: 0, is_tourist: 0 },
        account_info: { money: 430 },
      },
    };
    const { services, view, http } = setup({ check: 2, bridge, script: { ...iapScript, '/order-apple/verify': verify } });
    await services.checkout.begin(request);
    expect(view()).toMatchObject({ step: 'result', status: 'success', coins: 330, balance: 430, orderNo: 'tran_1' });
    expect(http.sent.find((s) => s.path === '/order-apple/verify')?.payload).toMatchObject({ sku: 'glint.coins.300', tran_no: 'tran_1', transaction_id: 'st_1' });
    expect(bridge.finished).toEqual(['st_1']);
  });

  it('cancels the order and logs it when the store purchase is abandoned', async () => {
    const bridge = bridgeWith({ ok: false, error: { code: 'NATIVE.CANCELLED', storeCode: 'SKErrorPaymentCancelled' } });
    const { services, view, http } = setup({ check: 2, bridge, script: iapScript });
    await services.checkout.begin(request);
    expect(view()).toMatchObject({ step: 'result', status: 'cancelled' });
    expect(http.sent.find((s) => s.path === '/order-apple/cancel')?.payload).toEqual({ tran_no: 'tran_1', errorCode: 'SKErrorPaymentCancelled', status: -1 });
    expect(http.sent.some((s) => s.path === '/other/iap-log')).toBe(true);
  });

  it('only ends the loading when the order cannot be created', async () => {
    const { services, view, outcomes } = setup({ check: 2, script: { '/order-apple/create': { error: { code: 'API.REJECTED', msg: 'x' } } } });
    await services.checkout.begin(request);
    expect(view()).toEqual({ step: 'idle' });
    expect(outcomes).toEqual(['started', 'cancelled']);
  });
});
