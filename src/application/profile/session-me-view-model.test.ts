import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import type { InitResponse } from '../contracts/profile/init.contract';
import { createSessionStore } from '../session/session-store';
import { testGrant, testUser } from '../session/session-test-kit';
import { testInit } from '../session/app-session.test-kit';
import { createSessionMeViewModel } from './session-me-view-model';

function setup(balance$?: BehaviorSubject<number | null>) {
  const store = createSessionStore(new InMemoryStorage());
  const init$ = new BehaviorSubject<InitResponse | null>(null);
  let refreshes = 0;
  const viewModel = createSessionMeViewModel({ store, session: { init$, refresh: async () => void (refreshes += 1) }, ...(balance$ && { balance$ }) });
  return { store, init$, viewModel, refreshes: () => refreshes };
}

describe('session Me view model', () => {
  it('shows the guest while signed out', () => {
    expect(setup().viewModel.me$.getValue().uid).toBeNull();
  });

  it('shows the signed-in user at once and the balance once init has answered', () => {
    const { store, init$, viewModel } = setup();
    store.signIn(testGrant(42));
    expect(viewModel.me$.getValue()).toMatchObject({ uid: 42, nickname: 'User 42', balance: null });
    init$.next(testInit(42, { account_info: { money: 250 as InitResponse['account_info']['money'], free_coins: 0 } }));
    expect(viewModel.me$.getValue().balance).toBe(250);
  });

  it('never shows a balance of another account', () => {
    const { store, init$, viewModel } = setup();
    store.signIn(testGrant(7));
    init$.next(testInit(42, { account_info: { money: 250 as InitResponse['account_info']['money'], free_coins: 0 } }));
    expect(viewModel.me$.getValue()).toMatchObject({ uid: 7, balance: null });
  });

  it('follows the wallet\'s balance when given one, without reloading init', () => {
    const wallet = new BehaviorSubject<number | null>(null);
    const { store, init$, viewModel, refreshes } = setup(wallet);
    store.signIn(testGrant(42));
    init$.next(testInit(42, { account_info: { money: 250 as InitResponse['account_info']['money'], free_coins: 0 } }));
    wallet.next(250);
    expect(viewModel.me$.getValue().balance).toBe(250);
    wallet.next(610);
    expect(viewModel.me$.getValue().balance).toBe(610);
    expect(refreshes()).toBe(0);
  });

  it('shows no wallet balance before init names the signed-in account', () => {
    const wallet = new BehaviorSubject<number | null>(90);
    const { store, init$, viewModel } = setup(wallet);
    store.signIn(testGrant(7));
    expect(viewModel.me$.getValue().balance).toBeNull();
    init$.next(testInit(42));
    expect(viewModel.me$.getValue().balance).toBeNull();
  });

  it('follows profile changes of the store', () => {
    const { store, viewModel } = setup();
    store.signIn(testGrant(42));
    store.updateUser(testUser(42, { nickname: 'Mila' }));
    expect(viewModel.me$.getValue().nickname).toBe('Mila');
  });

  it('refreshes through the session', async () => {
    const { viewModel, refreshes } = setup();
    await viewModel.refresh();
    expect(refreshes()).toBe(1);
  });
});
