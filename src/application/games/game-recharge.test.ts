import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { RECHARGE_FROM_TYPE } from '../../domain/constants';
import { GAME_RECHARGE_CONTEXT_MS } from '../../domain/games/recharge-context';
import type { PayItem } from '../contracts/coin/pay-item';
import type { CheckoutOutcome } from '../payments/checkout-outcome';
import { createGameRecharge, GAME_RECHARGE_KEY } from './game-recharge';

const item = {} as PayItem;

function setUp() {
  let now = 1_000;
  const outcomes$ = new Subject<CheckoutOutcome>();
  const storage = new InMemoryStorage();
  const openRecharge = vi.fn();
  const recharge = createGameRecharge({ storage, uid: () => 5, now: () => now, recharge: { openRecharge }, outcomes$ });
  return { recharge, outcomes$, storage, openRecharge, tick: (ms: number) => void (now += ms) };
}

describe('in-game recharge', () => {
  it('saves a context, opens the recharge flow, and hands the game the payment result once', () => {
    const { recharge, outcomes$, storage, openRecharge } = setUp();
    recharge.request(2, 20);
    expect(openRecharge).toHaveBeenCalledWith({ fromType: RECHARGE_FROM_TYPE.gameRecharge, needCoins: 20 });
    expect(storage.read(GAME_RECHARGE_KEY, 5)).toEqual({ gameId: 2, savedAt: 1_000 });
    outcomes$.next({ kind: 'succeeded', item, fromType: RECHARGE_FROM_TYPE.gameRecharge, orderNo: 'o-1', balance: 120 });
    expect(storage.read(GAME_RECHARGE_KEY, 5)).toBeUndefined();
    expect(recharge.take(1)).toBeNull();
    expect(recharge.take(2)).toEqual({ success: true, newBalance: 120, orderId: 'o-1', error: null });
    expect(recharge.take(2)).toBeNull();
  });

  it('drops a context older than 120 s', () => {
    const { recharge, outcomes$, tick } = setUp();
    recharge.request(2);
    tick(GAME_RECHARGE_CONTEXT_MS + 1);
    outcomes$.next({ kind: 'succeeded', item, fromType: RECHARGE_FROM_TYPE.gameRecharge, balance: 120 });
    expect(recharge.take(2)).toBeNull();
  });

  it('clears the context on a payment that ends without success and tells the game it failed', () => {
    const { recharge, outcomes$, storage } = setUp();
    recharge.request(1);
    outcomes$.next({ kind: 'cancelled', item, fromType: RECHARGE_FROM_TYPE.gameRecharge, orderNo: 'o-2' });
    expect(storage.read(GAME_RECHARGE_KEY, 5)).toBeUndefined();
    expect(recharge.take(1)).toEqual({ success: false, newBalance: null, orderId: 'o-2', error: 'cancelled' });
  });

  it('ignores payments that did not start in a game', () => {
    const { recharge, outcomes$ } = setUp();
    recharge.request(1);
    outcomes$.next({ kind: 'succeeded', item, fromType: RECHARGE_FROM_TYPE.rechargeBoxClick, balance: 99 });
    expect(recharge.take(1)).toBeNull();
  });
});
