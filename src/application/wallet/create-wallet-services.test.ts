import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { DISCOUNT_DEBOUNCE_MS, DISCOUNT_TRIGGER, RECHARGE_FROM_TYPE } from '../../domain/constants';
import type { InitResponse } from '../contracts/profile/init.contract';
import { createRechargeRequests, type CheckoutRequest } from '../payments/recharge-requests';
import type { RealtimeMessage } from '../ports/realtime.port';
import { createVirtualTime } from '../lifecycle/virtual-time.test-kit';
import { createScriptedHttp } from '../session/session-test-kit';
import { testInit } from '../session/app-session.test-kit';
import { createWalletServices } from './create-wallet-services';
import { testPayItem, testRechargeData } from './wallet.test-kit';

function setup() {
  const time = createVirtualTime();
  const { http, sent } = createScriptedHttp({
    '/coin/callback': { data: testRechargeData({ balance: 120, free_coins: { coins: 20, after_time: 30 } }) },
    '/vip/get-alert': { data: { vip_alert: null } },
    '/profile/balance': { data: { balance: 480 } },
    '/coin/free-coins': { data: { after_time: 3_600, balance: 140, coins: 20 } },
    '/coin/after-time': { data: { after_time: 3_600 } },
    '/vip/callback': { data: { list: [], benefits_list: [], alert_remain_time: 0, from_type: '', from_id: '', is_vip: 0, vip_exp: 0 } },
  });
  const recharge = createRechargeRequests();
  const checkouts: CheckoutRequest[] = [];
  recharge.checkout$.subscribe((request) => checkouts.push(request));
  const messages$ = new Subject<RealtimeMessage>();
  let profileReloads = 0;
  const wallet = createWalletServices({
    http, storage: new InMemoryStorage(), scheduler: time.scheduler, init$: new BehaviorSubject<InitResponse | null>(testInit(4)), recharge,
    realtimeMessages$: messages$, offerMayShow: () => true, routeChanges$: new Subject<void>(), visible$: new BehaviorSubject(true),
    refreshProfile: async () => void (profileReloads += 1),
  });
  return { time, wallet, recharge, checkouts, messages$, sent, profileReloads: () => profileReloads };
}

describe('wallet services', () => {
  it('answers openRecharge with the balance sheet and its /coin/callback data (shortfall and target passed on)', async () => {
    const { time, wallet, recharge, sent } = setup();
    recharge.openRecharge({ fromType: RECHARGE_FROM_TYPE.callNoCoins, needCoins: 40, targetUid: 77 });
    expect(wallet.sheet.request$.getValue()).toMatchObject({ fromType: RECHARGE_FROM_TYPE.callNoCoins });
    expect(wallet.sheet.view$.getValue()).toEqual({ status: 'loading' });
    await time.advanceTo(0);
    expect(sent[0]).toEqual({ path: '/coin/callback', payload: { from_type: RECHARGE_FROM_TYPE.callNoCoins, diff_coin: 40, from_id: 77 } });
    expect(wallet.sheet.view$.getValue().status).toBe('ready');
    expect(wallet.balance.balance$.getValue()).toBe(120);
    expect(wallet.freeCoins.view$.getValue().card).toEqual({ kind: 'cooldown', remainingSeconds: 30 });
  });

  it('a free-coins claim moves balance$ to the claim\'s answer without reloading the profile', async () => {
    const { wallet, profileReloads } = setup();
    wallet.freeCoins.show({ coins: 20, after_time: 0 });
    const claimed = await wallet.freeCoins.claim();
    expect(claimed).toEqual({ ok: true, coins: 20 });
    expect(wallet.balance.balance$.getValue()).toBe(140);
    expect(profileReloads()).toBe(0);
  });

  it('a picked package goes to the checkout with the request source and resume intent', () => {
    const { wallet, recharge, checkouts } = setup();
    recharge.openRecharge({ fromType: RECHARGE_FROM_TYPE.callNoCoins, resume: { kind: 'match' } });
    const item = testPayItem(1);
    wallet.sheet.pick(item);
    expect(checkouts).toEqual([{ item, fromType: RECHARGE_FROM_TYPE.callNoCoins, resume: { kind: 'match' } }]);
  });

  it('a sheet dismissed after a call without coins asks for the call-up offer after the debounce', async () => {
    const { time, wallet, recharge, sent } = setup();
    recharge.openRecharge({ fromType: RECHARGE_FROM_TYPE.callNoCoins, targetUid: 77 });
    await time.advanceTo(0);
    wallet.sheet.dismiss();
    expect(wallet.sheet.request$.getValue()).toBeNull();
    await time.advanceTo(DISCOUNT_DEBOUNCE_MS);
    expect(sent.at(-1)).toEqual({ path: '/vip/get-alert', payload: { type: DISCOUNT_TRIGGER.callUp, from_type: RECHARGE_FROM_TYPE.callNoCoins, from_id: 77 } });
  });

  it('a sheet opened from the recharge box and dismissed asks for nothing', async () => {
    const { time, wallet, recharge, sent } = setup();
    recharge.openRecharge({ fromType: RECHARGE_FROM_TYPE.rechargeBoxClick });
    await time.advanceTo(0);
    wallet.sheet.dismiss();
    await time.advanceTo(10_000);
    expect(sent.filter((s) => s.path === '/vip/get-alert')).toHaveLength(0);
  });

  it('a paid payment event closes the sheet and refreshes the balance (outcomes read from the payment events)', async () => {
    const { time, wallet, recharge, messages$ } = setup();
    recharge.openRecharge({ fromType: RECHARGE_FROM_TYPE.rechargeBoxClick });
    await time.advanceTo(0);
    messages$.next({
      type: 34, event_id: 1, order_no: 'o1', kind: 'paid', created_at: 1,
      data: { status: 2, goods_id: 'coins_300', product_type: 1, pay_type: 22, coins: 360, balance: 480, vip_exp: 0, money: '4.99', currency: 'USD', failure: '', from_type: '101' },
    });
    expect(wallet.sheet.request$.getValue()).toBeNull();
    expect(wallet.balance.balance$.getValue()).toBe(480);
  });
});
