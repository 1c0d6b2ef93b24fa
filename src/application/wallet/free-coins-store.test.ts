import { describe, expect, it } from 'vitest';
import { createVirtualTime } from '../lifecycle/virtual-time.test-kit';
import { createScriptedHttp, type ScriptedAnswer } from '../session/session-test-kit';
import { createFreeCoinsStore } from './free-coins-store';

function setup(script: Record<string, ScriptedAnswer> = {}) {
  const time = createVirtualTime();
  const { http, sent } = createScriptedHttp(script);
  const balances: number[] = [];
  const store = createFreeCoinsStore({ http, scheduler: time.scheduler, onBalance: (coins) => balances.push(coins) });
  return { time, store, sent, balances };
}

describe('free coins store', () => {
  it('hides the card when no more free coins are left (−1)', () => {
    const { store } = setup();
    store.show({ coins: 20, after_time: -1 });
    expect(store.view$.getValue().card).toEqual({ kind: 'hidden' });
  });

  it('counts the cooldown down once a second and becomes claimable at 0', async () => {
    const { time, store } = setup();
    store.show({ coins: 20, after_time: 3 });
    expect(store.view$.getValue().card).toEqual({ kind: 'cooldown', remainingSeconds: 3 });
    await time.advanceTo(1_000);
    expect(store.view$.getValue().card).toEqual({ kind: 'cooldown', remainingSeconds: 2 });
    await time.advanceTo(3_000);
    expect(store.view$.getValue().card).toEqual({ kind: 'claimable' });
  });

  it('refuses a claim during the cooldown without calling the server', async () => {
    const { store, sent } = setup();
    store.show({ coins: 20, after_time: 60 });
    await expect(store.claim()).resolves.toEqual({ ok: false, error: { code: 'FREE_COINS.NOT_YET' } });
    expect(sent).toHaveLength(0);
  });

  it('claims, hands the new balance on and fetches the cooldown again', async () => {
    const { store, sent, balances } = setup({
      '/coin/free-coins': { data: { after_time: 3_600, balance: 140, coins: 20 } },
      '/coin/after-time': { data: { after_time: 3_599 } },
    });
    store.show({ coins: 20, after_time: 0 });
    await expect(store.claim()).resolves.toEqual({ ok: true, coins: 20 });
    expect(balances).toEqual([140]);
    expect(sent.map((s) => s.path)).toEqual(['/coin/free-coins', '/coin/after-time']);
    expect(store.view$.getValue()).toMatchObject({ card: { kind: 'cooldown', remainingSeconds: 3_599 }, claiming: false });
  });

  it('after a failed claim only the loading state goes away (000 §8)', async () => {
    const { store, balances } = setup({ '/coin/free-coins': { error: { code: 'API.REJECTED', msg: 'no' } } });
    store.show({ coins: 20, after_time: 0 });
    await expect(store.claim()).resolves.toEqual({ ok: false, error: { code: 'API.REJECTED' } });
    expect(balances).toEqual([]);
    expect(store.view$.getValue()).toMatchObject({ card: { kind: 'claimable' }, claiming: false });
  });
});
