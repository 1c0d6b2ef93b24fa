import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { VipSubscription } from '../contracts/vip/subscription.contract';
import { createScriptedHttp } from '../session/session-test-kit';
import type { CheckoutOutcome } from './checkout-outcome';
import { createVipSubscriptionStore } from './vip-subscription-store';
import { testPayItem } from './wallet.test-kit';

const renewing: VipSubscription = { state: 'renewing', period_end: 5_000, price_desc: '$9.99' };
const ending: VipSubscription = { ...renewing, state: 'ending' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(cancel: { data: VipSubscription } | { error: { code: 'API.REJECTED' | 'API.NETWORK'; msg: string } }) {
  const { http, sent } = createScriptedHttp({ '/vip/subscription': { data: renewing }, '/vip/cancel': cancel });
  const outcomes$ = new Subject<CheckoutOutcome>();
  return { store: createVipSubscriptionStore({ http, outcomes$ }), outcomes$, sent };
}

describe('VIP subscription store', () => {
  it('shows the renewal date after loading, and the end date after a cancel', async () => {
    const { store } = setup({ data: ending });
    expect(store.subscription$.getValue()).toBeNull();
    await store.load();
    expect(store.subscription$.getValue()).toEqual(renewing);
    expect(await store.cancel()).toEqual({ ok: true });
    expect(store.subscription$.getValue()).toEqual(ending);
  });

  it('says there was nothing to cancel when the server refuses, and reloads what is true', async () => {
    const { store, sent } = setup({ error: { code: 'API.REJECTED', msg: 'VIP.NOT_SUBSCRIBED' } });
    expect(await store.cancel()).toEqual({ ok: false, error: { code: 'VIP.NOT_SUBSCRIBED' } });
    await flush();
    expect(sent.map((s) => s.path)).toEqual(['/vip/cancel', '/vip/subscription']);
  });

  it('keeps what it showed when the cancel does not reach the server', async () => {
    const { store } = setup({ error: { code: 'API.NETWORK', msg: 'offline' } });
    await store.load();
    expect(await store.cancel()).toEqual({ ok: false, error: { code: 'VIP.CANCEL_FAILED' } });
    expect(store.subscription$.getValue()).toEqual(renewing);
  });

  it('loads again after a VIP purchase, not after a coin purchase', async () => {
    const { outcomes$, sent } = setup({ data: ending });
    outcomes$.next({ kind: 'succeeded', item: testPayItem(1) });
    outcomes$.next({ kind: 'succeeded', item: testPayItem(9, { product_type: 2, month: 1 }) });
    await flush();
    expect(sent.map((s) => s.path)).toEqual(['/vip/subscription']);
  });
});
