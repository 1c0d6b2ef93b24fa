import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { WELCOME_POPUP_INTERVAL_MS } from '../../domain/constants';
import type { InitResponse } from '../contracts/profile/init.contract';
import { testInit } from '../session/app-session.test-kit';
import { createWelcomeGiftStore, WELCOME_GIFT_SHOWN_NAME } from './welcome-gift-store';

const withFree = (uid: number, free: number) => testInit(uid, { match_info: { match_succeed: 0, match_free_count: free } });

function setup(start = 1_000_000) {
  let now = start;
  const storage = new InMemoryStorage();
  const init$ = new BehaviorSubject<InitResponse | null>(null);
  const store = createWelcomeGiftStore({ init$, storage, now: () => now });
  return { init$, store, storage, advance: (ms: number) => (now += ms) };
}

describe('welcome gift store', () => {
  it('opens with the free match count when init says some are left', () => {
    const { init$, store } = setup();
    init$.next(withFree(42, 3));
    expect(store.gift$.getValue()).toEqual({ freeMatches: 3 });
  });

  it('stays closed without free matches', () => {
    const { init$, store } = setup();
    init$.next(withFree(42, 0));
    expect(store.gift$.getValue()).toBeNull();
  });

  it('shows at most once per six hours for a user, then again', () => {
    const { init$, store, advance } = setup();
    init$.next(withFree(42, 3));
    store.dismiss();
    advance(WELCOME_POPUP_INTERVAL_MS - 1);
    init$.next(withFree(42, 3));
    expect(store.gift$.getValue()).toBeNull();
    advance(1);
    init$.next(withFree(42, 3));
    expect(store.gift$.getValue()).toEqual({ freeMatches: 3 });
  });

  it('remembers per user, so another account on the device still gets its popup', () => {
    const { init$, store, storage } = setup();
    init$.next(withFree(42, 3));
    store.dismiss();
    init$.next(withFree(7, 1));
    expect(store.gift$.getValue()).toEqual({ freeMatches: 1 });
    expect(typeof storage.read(WELCOME_GIFT_SHOWN_NAME, 42)).toBe('number');
  });

  it('closes when the session ends', () => {
    const { init$, store } = setup();
    init$.next(withFree(42, 3));
    init$.next(null);
    expect(store.gift$.getValue()).toBeNull();
  });
});
