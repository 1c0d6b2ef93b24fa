import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinCallbackContract } from '../../src/application/contracts/coin/callback.contract.js';
import { orderCheckContract } from '../../src/application/contracts/order/check.contract.js';
import { orderCreateContract } from '../../src/application/contracts/order/create.contract.js';
import { orderPaySuccessContract } from '../../src/application/contracts/order/pay-success.contract.js';
import { orderTransactionContract } from '../../src/application/contracts/order/transaction.contract.js';
import { profileInitContract } from '../../src/application/contracts/profile/init.contract.js';
import { CARD_PAY_TYPE, PRODUCT_TYPE } from '../../src/domain/constants.js';
import { PAY_PLATFORM, PAYMENT_CHECK_RESULT, PAYMENT_PROVIDER, paymentCheckRoute } from '../../src/domain/payments/payment-codes.js';
import { startPaymentServer, type PaymentServer } from './payments-harness.js';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Glint/1.4.0';
const ANDROID_SHELL = 'Mozilla/5.0 (Linux; Android 14) GlintApp/1.0.0';

let server: PaymentServer;
beforeAll(async () => {
  server = await startPaymentServer();
});
afterAll(async () => server?.close());

describe('/order/check routes a purchase', () => {
  it('to the card page on a computer, the pay-method popup in a phone’s browser, the store in the native shell', async () => {
    const uid = await server.newUser();
    const check = (ua?: string) => server.client(uid, ua).request(orderCheckContract, { goods_id: 'coins_300', product_type: PRODUCT_TYPE.coins });

    const desktop = await check();
    const phone = await check(IPHONE_SAFARI);
    const shell = await check(ANDROID_SHELL);

    expect(desktop).toMatchObject({ ok: true, code: PAYMENT_CHECK_RESULT.coinsPaymentPage, data: { pay_type: CARD_PAY_TYPE } });
    expect(phone).toMatchObject({ ok: true, code: PAYMENT_CHECK_RESULT.payMethodPopup, data: { pay_type: CARD_PAY_TYPE } });
    expect(shell).toMatchObject({ ok: true, code: PAYMENT_CHECK_RESULT.inAppPurchase, data: { pay_type: PAYMENT_PROVIDER.official } });
    expect([desktop, phone, shell].map((r) => (r.ok ? paymentCheckRoute(r.code) : null))).toEqual(['coinsPaymentPage', 'payMethodPopup', 'inAppPurchase']);

    const inShell = await server.client(uid, ANDROID_SHELL).request(coinCallbackContract, {});
    const inPhone = await server.client(uid, IPHONE_SAFARI).request(coinCallbackContract, {});
    expect(inShell.ok && inShell.data.list[0]).toMatchObject({ pay_type: PAYMENT_PROVIDER.official, is_direct_card: 0, pay_platform: 0 });
    expect(inPhone.ok && inPhone.data.list[0]).toMatchObject({ pay_type: CARD_PAY_TYPE, is_direct_card: 2, pay_platform: PAY_PLATFORM.iosWallet });
  });

  it('to paying directly for the free package, which /order/pay-success credits once per account', async () => {
    const uid = await server.newUser();
    const http = server.client(uid);
    const check = await http.request(orderCheckContract, { goods_id: 'coins_welcome', product_type: PRODUCT_TYPE.coins });
    expect(check).toMatchObject({ ok: true, code: PAYMENT_CHECK_RESULT.payDirect });
    expect(paymentCheckRoute(check.ok ? check.code : 0)).toBe('payDirect');
    const listed = await http.request(coinCallbackContract, {});
    expect(listed.ok && listed.data.list.map((item) => item.goods_id)).toContain('coins_welcome');

    const [first, second] = await Promise.all([
      http.request(orderPaySuccessContract, { goods_id: 'coins_welcome', product_type: PRODUCT_TYPE.coins }),
      http.request(orderPaySuccessContract, { goods_id: 'coins_welcome', product_type: PRODUCT_TYPE.coins }),
    ]);

    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    expect(await server.balance(uid)).toBe(30);
    expect(await http.request(orderCheckContract, { goods_id: 'coins_welcome', product_type: PRODUCT_TYPE.coins })).toMatchObject({ ok: false, error: { msg: 'ORDER.NOT_ELIGIBLE' } });
    const after = await http.request(coinCallbackContract, {});
    expect(after.ok && after.data.list.map((item) => item.goods_id)).not.toContain('coins_welcome');
  });

  it('refuses paying directly for a package with a price, and an unknown package', async () => {
    const uid = await server.newUser();
    const http = server.client(uid);
    expect(await http.request(orderPaySuccessContract, { goods_id: 'coins_300', product_type: PRODUCT_TYPE.coins })).toMatchObject({ ok: false, error: { msg: 'ORDER.NOT_DIRECT' } });
    expect(await http.request(orderCheckContract, { goods_id: 'coins_300', product_type: PRODUCT_TYPE.vip })).toMatchObject({ ok: false, error: { msg: 'ORDER.UNKNOWN_GOODS' } });
    expect(await server.balance(uid)).toBe(0);
  });
});

describe('opening orders', () => {
  it('prices an order in the buyer’s currency with its decimals', async () => {
    const japan = await server.newUser({ country_code: 'JP' });
    const kuwait = await server.newUser({ country_code: 'KW' });
    const create = (uid: number) => server.client(uid).request(orderCreateContract, { pay_type: CARD_PAY_TYPE, goods_id: 'coins_300', product_type: PRODUCT_TYPE.coins });

    const [jp, kw] = await Promise.all([create(japan), create(kuwait)]);
    const rows = await server.database.db.selectFrom('orders').select(['order_no', 'amount_cents', 'currency']).where('order_no', 'in', [jp.ok ? jp.data.order_no : '', kw.ok ? kw.data.order_no : '']).orderBy('currency').execute();

    expect(rows.map(({ amount_cents, currency }) => ({ amount_cents, currency }))).toEqual([{ amount_cents: 800, currency: 'JPY' }, { amount_cents: 1_550, currency: 'KWD' }]);
    const page = await server.getPage(kw.ok ? kw.data.redirect_url : '');
    expect(page.html).toContain('1.550 KWD');
  });

  it('requires the browser fields for is_direct_card 2 and refuses a pay type other than the card provider', async () => {
    const uid = await server.newUser();
    const http = server.client(uid);
    const missing = await http.request(orderTransactionContract, { pay_type: CARD_PAY_TYPE, goods_id: 'coins_300', product_type: PRODUCT_TYPE.coins, is_direct_card: 2 });
    expect(missing).toMatchObject({ ok: false, error: { code: 'API.INVALID_PAYLOAD' } });
    const plain = await http.request(orderTransactionContract, { pay_type: CARD_PAY_TYPE, goods_id: 'coins_300', product_type: PRODUCT_TYPE.coins, is_direct_card: 3 });
    expect(plain.ok).toBe(true);
    const store = await http.request(orderCreateContract, { pay_type: PAYMENT_PROVIDER.official, goods_id: 'coins_300', product_type: PRODUCT_TYPE.coins });
    expect(store).toMatchObject({ ok: false, error: { msg: 'ORDER.PAY_TYPE' } });
  });

  it('refuses an offer’s price to someone the offer was not made to', async () => {
    const uid = await server.newUser({ recharge_cents: 999 });
    const refused = await server.client(uid).request(orderCreateContract, { pay_type: CARD_PAY_TYPE, goods_id: 'coins_first_sale', product_type: PRODUCT_TYPE.coins });
    expect(refused).toMatchObject({ ok: false, error: { msg: 'ORDER.NOT_ELIGIBLE' } });
  });

  it('shows the claimable free coins in /profile/init', async () => {
    const uid = await server.newUser();
    const init = await server.client(uid).request(profileInitContract, {});
    expect(init.ok && init.data.account_info.free_coins).toBeGreaterThan(0);
  });
});
