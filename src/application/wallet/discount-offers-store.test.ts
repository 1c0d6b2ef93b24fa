import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { DISCOUNT_DEBOUNCE_MS, DISCOUNT_TRIGGER } from '../../domain/constants';
import type { CheckoutRequest } from '../payments/recharge-requests';
import { coveringScreenAt } from '../popups/covering-screens';
import { createPopupArbiterStore } from '../popups/popup-arbiter-store';
import { createVirtualTime } from '../lifecycle/virtual-time.test-kit';
import { createScriptedHttp } from '../session/session-test-kit';
import type { CheckoutOutcome } from './checkout-outcome';
import { createDiscountOffersStore } from './discount-offers-store';
import { createPayStatusMemory, PAY_STATUS_NAME } from './pay-status-memory';
import { testOffer, testPayItem } from './wallet.test-kit';
import { UNPAID_DISCOUNT_REPEAT_MS } from '../../domain/offers/popup-frequency';

const UID = 7;

function setupOffers(options: { everPaid?: boolean; path?: string; remaining?: number; answer?: 'offer' | 'none' } = {}) {
  const time = createVirtualTime();
  let path = options.path ?? '/pages/me/index';
  // The real arbiter over the route: a call or payment screen keeps offers away.
  const popups = createPopupArbiterStore({ sources: [], coveringScreenOpen: () => coveringScreenAt(path) });
  const storage = new InMemoryStorage();
  const { http, sent } = createScriptedHttp({
    '/vip/get-alert': () => ({
      data: { vip_alert: options.answer === 'none' ? null : { func_name: 'discountUnpaid', func_data: testOffer({ alert_remain_time: options.remaining ?? 10 }) } },
    }),
    '/vip/event': { data: {} },
  });
  const returns$ = new Subject<void>();
  const outcomes$ = new Subject<CheckoutOutcome>();
  const checkouts: CheckoutRequest[] = [];
  let expired = 0;
  const store = createDiscountOffersStore({
    http,
    scheduler: time.scheduler,
    memory: createPayStatusMemory(storage, () => UID),
    everPaid: () => options.everPaid ?? false,
    offerMayShow: () => popups.mayShow('offer'),
    returns$,
    outcomes$,
    recharge: { checkout: (request) => checkouts.push(request) },
    onOffersExpired: () => (expired += 1),
  });
  const alerts = () => sent.filter((s) => s.path === '/vip/get-alert');
  return { time, store, storage, sent, alerts, returns$, outcomes$, checkouts, go: (next: string) => (path = next), expired: () => expired };
}

describe('discount offers store', () => {
  it('a failed payment asks for the pay-fail offer only after the 2 s debounce, and shows it with its countdown', async () => {
    const { time, store, outcomes$, alerts } = setupOffers();
    outcomes$.next({ kind: 'started' });
    outcomes$.next({ kind: 'failed' });
    await time.advanceTo(DISCOUNT_DEBOUNCE_MS - 1);
    expect(alerts()).toHaveLength(0);
    await time.advanceTo(DISCOUNT_DEBOUNCE_MS);
    expect(alerts()).toEqual([{ path: '/vip/get-alert', payload: { type: DISCOUNT_TRIGGER.payFail } }]);
    expect(store.popup$.getValue()).toMatchObject({ name: 'discountUnpaid', remainingS: 10 });
  });

  it('stores pay status 1 only when no discount popup is open', async () => {
    const { time, store, outcomes$, storage } = setupOffers();
    outcomes$.next({ kind: 'started' });
    expect(storage.read(PAY_STATUS_NAME, UID)).toBe(1);
    outcomes$.next({ kind: 'failed' });
    await time.advanceTo(DISCOUNT_DEBOUNCE_MS);
    expect(store.popup$.getValue()).not.toBeNull();
    // Buying from the open popup: no status 1, so its failure schedules nothing new.
    outcomes$.next({ kind: 'started' });
    expect(storage.read(PAY_STATUS_NAME, UID)).toBeUndefined();
  });

  it('a success stores status 2 and closes the popup; returning then schedules nothing', async () => {
    const { time, store, outcomes$, returns$, alerts } = setupOffers();
    outcomes$.next({ kind: 'started' });
    outcomes$.next({ kind: 'succeeded', item: testPayItem(1) });
    returns$.next();
    await time.advanceTo(10_000);
    expect(alerts()).toHaveLength(0);
    expect(store.popup$.getValue()).toBeNull();
  });

  it('waits over a call, coin-payment or pay-result screen and shows on the next return elsewhere', async () => {
    const { time, store, outcomes$, returns$, go, alerts } = setupOffers({ path: '/pages/payment/pay-result' });
    outcomes$.next({ kind: 'started' });
    outcomes$.next({ kind: 'failed' });
    await time.advanceTo(5_000);
    expect(alerts()).toHaveLength(0);
    go('/pages/video-call/index');
    returns$.next();
    await time.advanceTo(10_000);
    expect(alerts()).toHaveLength(0);
    go('/pages/me/index');
    returns$.next();
    await time.advanceTo(11_000);
    expect(alerts()).toHaveLength(0);
    await time.advanceTo(12_000);
    expect(alerts()).toHaveLength(1);
    expect(store.popup$.getValue()).not.toBeNull();
  });

  it('later triggers within the debounce restart the wait and only one offer is asked for', async () => {
    const { time, outcomes$, returns$, alerts } = setupOffers();
    outcomes$.next({ kind: 'started' });
    outcomes$.next({ kind: 'failed' });
    await time.advanceTo(1_500);
    returns$.next();
    await time.advanceTo(3_000);
    expect(alerts()).toHaveLength(0);
    await time.advanceTo(3_500);
    expect(alerts()).toHaveLength(1);
  });

  it('does not show the same unpaid type again within 5 minutes, and does after', async () => {
    const { time, store, outcomes$, alerts } = setupOffers();
    const failAt = async (at: number) => {
      await time.advanceTo(at);
      outcomes$.next({ kind: 'started' });
      outcomes$.next({ kind: 'failed' });
      await time.advanceTo(at + DISCOUNT_DEBOUNCE_MS);
    };
    await failAt(0);
    expect(alerts()).toHaveLength(1);
    store.close('leave');
    await failAt(60_000);
    expect(alerts()).toHaveLength(1);
    expect(store.popup$.getValue()).toBeNull();
    await failAt(UNPAID_DISCOUNT_REPEAT_MS);
    expect(alerts()).toHaveLength(2);
  });

  it('picks unpaid type 3 for someone who has paid before, independent of type 2', async () => {
    const { time, outcomes$, storage } = setupOffers({ everPaid: true });
    outcomes$.next({ kind: 'started' });
    outcomes$.next({ kind: 'failed' });
    await time.advanceTo(DISCOUNT_DEBOUNCE_MS);
    expect(storage.read('unpaid-offer-shown', UID)).toEqual({ 3: DISCOUNT_DEBOUNCE_MS });
  });

  it('ticks the countdown once a second and closes at 0', async () => {
    const { time, store, outcomes$, expired } = setupOffers({ remaining: 3 });
    outcomes$.next({ kind: 'started' });
    outcomes$.next({ kind: 'failed' });
    await time.advanceTo(DISCOUNT_DEBOUNCE_MS);
    expect(store.popup$.getValue()?.remainingS).toBe(3);
    await time.advanceTo(DISCOUNT_DEBOUNCE_MS + 1_000);
    expect(store.popup$.getValue()?.remainingS).toBe(2);
    await time.advanceTo(DISCOUNT_DEBOUNCE_MS + 3_000);
    expect(store.popup$.getValue()).toBeNull();
    // The unpaid popup closes itself; only the recharge popup asks for fresh offers.
    expect(expired()).toBe(0);
  });

  it('an external refresh resets the countdown, and a refresh to 0 closes the popup', async () => {
    const { time, store, outcomes$ } = setupOffers({ remaining: 100 });
    outcomes$.next({ kind: 'started' });
    outcomes$.next({ kind: 'failed' });
    await time.advanceTo(DISCOUNT_DEBOUNCE_MS + 5_000);
    store.refreshCountdown(50);
    expect(store.popup$.getValue()?.remainingS).toBe(50);
    store.refreshCountdown(0);
    expect(store.popup$.getValue()).toBeNull();
  });

  it('shows nothing when the server has no offer', async () => {
    const { time, store, outcomes$, alerts } = setupOffers({ answer: 'none' });
    outcomes$.next({ kind: 'started' });
    outcomes$.next({ kind: 'failed' });
    await time.advanceTo(DISCOUNT_DEBOUNCE_MS);
    expect(alerts()).toHaveLength(1);
    expect(store.popup$.getValue()).toBeNull();
  });

  it('buys from the popup with the discount popup as the source, and reports the choice on close', async () => {
    const { time, store, outcomes$, checkouts, sent } = setupOffers();
    outcomes$.next({ kind: 'started' });
    outcomes$.next({ kind: 'failed' });
    await time.advanceTo(DISCOUNT_DEBOUNCE_MS);
    const item = testPayItem(9, { product_type: 2 });
    store.buy(item);
    expect(checkouts).toEqual([{ item, fromType: 108 }]);
    store.close('stay');
    expect(sent.at(-1)).toEqual({ path: '/vip/event', payload: { sid: 5, type: 'stay' } });
  });
});
