import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { InitResponse } from '../contracts/profile/init.contract';
import { settle } from '../lifecycle/virtual-time.test-kit';
import { createScriptedHttp } from '../session/session-test-kit';
import { testInit } from '../session/app-session.test-kit';
import { createBalanceStore } from './balance-store';
import type { CheckoutOutcome } from './checkout-outcome';

function setup(balanceAnswer = 900) {
  const { http, sent } = createScriptedHttp({ '/profile/balance': { data: { balance: balanceAnswer } } });
  const init$ = new BehaviorSubject<InitResponse | null>(null);
  const outcomes$ = new Subject<CheckoutOutcome>();
  const store = createBalanceStore({ http, init$, outcomes$ });
  return { store, init$, outcomes$, sent };
}

describe('balance store', () => {
  it('starts unknown and takes the account money of init', () => {
    const { store, init$ } = setup();
    expect(store.balance$.getValue()).toBeNull();
    init$.next(testInit(1, { account_info: { money: 250 as InitResponse['account_info']['money'], free_coins: 0 } }));
    expect(store.balance$.getValue()).toBe(250);
    init$.next(null);
    expect(store.balance$.getValue()).toBeNull();
  });

  it('takes a balance a call answered, never negative or fractional', () => {
    const { store } = setup();
    store.set(140);
    expect(store.balance$.getValue()).toBe(140);
    store.set(-5);
    expect(store.balance$.getValue()).toBe(0);
  });

  it('reads /profile/balance after a successful checkout and ignores the other outcomes', async () => {
    const { store, outcomes$, sent } = setup(900);
    outcomes$.next({ kind: 'failed' });
    outcomes$.next({ kind: 'started' });
    await settle();
    expect(sent).toHaveLength(0);
    outcomes$.next({ kind: 'succeeded', balance: 800 });
    expect(store.balance$.getValue()).toBe(800);
    await settle();
    expect(sent.map((s) => s.path)).toEqual(['/profile/balance']);
    expect(store.balance$.getValue()).toBe(900);
  });
});
