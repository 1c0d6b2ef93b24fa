import fc from 'fast-check';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { InitResponse } from '../contracts/profile/init.contract';
import type { CheckoutRequest } from '../payments/recharge-requests';
import { createVirtualTime } from '../lifecycle/virtual-time.test-kit';
import { createScriptedHttp } from '../session/session-test-kit';
import { testInit } from '../session/app-session.test-kit';
import type { CheckoutOutcome } from './checkout-outcome';
import { createVipStore, VIP_DIALOG_EVENT_MIN_MS, VIP_DISCOUNT_RECHECK_MS } from './vip-store';
import { testPayItem } from './wallet.test-kit';

const vipItem = testPayItem(9, { product_type: 2, month: 1 });

function setup(isVip = false) {
  const time = createVirtualTime();
  const { http, sent } = createScriptedHttp({
    '/vip/callback': { data: { list: [vipItem], benefits_list: [], alert_remain_time: 5, from_type: '101', from_id: '', is_vip: isVip ? 1 : 0, vip_exp: 0 } },
    '/vip/event': { data: {} },
    '/vip/alert-time': { data: { alert_remain_time: 100, sid: 1 } },
  });
  const init$ = new Subject<InitResponse | null>();
  const outcomes$ = new Subject<CheckoutOutcome>();
  const checkouts: CheckoutRequest[] = [];
  let refreshed = 0;
  const store = createVipStore({
    http, scheduler: time.scheduler, init$, outcomes$, recharge: { checkout: (request) => checkouts.push(request) },
    refreshProfile: async () => {
      refreshed += 1;
    },
  });
  const events = () => sent.filter((s) => s.path === '/vip/event');
  return { time, store, init$, outcomes$, checkouts, events, sent, refreshed: () => refreshed };
}

describe('VIP store', () => {
  it('takes membership from the session user', () => {
    const { store, init$ } = setup();
    init$.next(testInit(1, { user_info: { ...testInit(1).user_info, is_vip: 1, vip_exp: 5_000 } }));
    expect(store.state$.getValue()).toEqual({ isVip: true, expiresAt: 5_000 });
  });

  it('subscribes only with the agreement ticked', () => {
    const { store, checkouts } = setup();
    store.openSheet(101);
    expect(store.subscribe(vipItem, false)).toEqual({ ok: false, error: { code: 'VIP.AGREEMENT_REQUIRED' } });
    expect(checkouts).toHaveLength(0);
    expect(store.subscribe(vipItem, true)).toEqual({ ok: true });
    expect(checkouts).toEqual([{ item: vipItem, fromType: 101 }]);
  });

  it('counts the offer down once a second from /vip/callback', async () => {
    const { time, store } = setup();
    await store.load();
    expect(store.offerSeconds$.getValue()).toBe(5);
    await time.advanceTo(2_000);
    expect(store.offerSeconds$.getValue()).toBe(3);
    await time.advanceTo(9_000);
    expect(store.offerSeconds$.getValue()).toBe(0);
  });

  it('checks the VIP offer again every 5 minutes while the dialog is shown, and stops when it goes', async () => {
    const { time, store, sent } = setup();
    store.dialogShown();
    await time.advanceTo(VIP_DISCOUNT_RECHECK_MS - 1);
    expect(sent.filter((s) => s.path === '/vip/alert-time')).toHaveLength(0);
    await time.advanceTo(VIP_DISCOUNT_RECHECK_MS);
    expect(sent.filter((s) => s.path === '/vip/alert-time')).toHaveLength(1);
    expect(store.offerSeconds$.getValue()).toBe(100);
    store.dialogLeft();
    await time.advanceTo(3 * VIP_DISCOUNT_RECHECK_MS);
    expect(sent.filter((s) => s.path === '/vip/alert-time')).toHaveLength(1);
  });

  it('closes the sheet, loads the user again and refreshes VIP after a successful payment', async () => {
    const { store, outcomes$, refreshed } = setup();
    store.openSheet(101);
    outcomes$.next({ kind: 'succeeded', item: vipItem });
    expect(store.sheet$.getValue()).toBeNull();
    expect(refreshed()).toBe(1);
  });

  it('sends /vip/event on closing only after 6 s on the dialog and only for non-members (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 20_000 }), fc.boolean(), async (dwellMs, isVip) => {
        const { time, store, events } = setup(isVip);
        store.openSheet(101);
        await time.advanceTo(0);
        store.dialogShown();
        await time.advanceTo(dwellMs);
        store.closeSheet();
        expect(events()).toHaveLength(dwellMs >= VIP_DIALOG_EVENT_MIN_MS && !isVip ? 1 : 0);
        store.dispose();
      }),
      { numRuns: 50 },
    );
  });
});
