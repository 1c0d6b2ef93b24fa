import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import type { InstallSource } from '../ports/app-install.port';
import { INSTALL_REWARD_PENDING_ENTRY, watchInstallReward, type HomeScreenRewardAnswer } from './install-reward';

const REWARD = 50;

/** A server that pays the reward once per account, as /reward/home-screen's ledger key does. */
function setUp(status: 'signed-in' | 'signed-out', failing = false) {
  const installs$ = new Subject<InstallSource>();
  const status$ = new BehaviorSubject<string>(status);
  const storage = new InMemoryStorage();
  let balance = 100;
  const claims: InstallSource[] = [];
  const shown: number[] = [];
  const balances: number[] = [];
  const claim = async (source: InstallSource): Promise<HomeScreenRewardAnswer | null> => {
    claims.push(source);
    if (failing) return null;
    const granted = claims.length === 1 ? 1 : 0;
    if (granted === 1) balance += REWARD;
    return { granted, coins: REWARD, balance };
  };
  const reward = watchInstallReward({ installs$, sessionStatus$: status$, signedIn: () => status$.getValue() === 'signed-in', storage, claim, setBalance: (b) => balances.push(b) });
  reward.rewarded$.subscribe((coins) => shown.push(coins));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { installs$, status$, storage, claims, shown, balances, reward, settle };
}

describe('the add-to-home-screen reward', () => {
  it('claims when the app is installed, moves the balance and says so once; a second install credits and shows nothing', async () => {
    const t = setUp('signed-in');
    t.installs$.next('web');
    await t.settle();
    expect(t.shown).toEqual([REWARD]);
    expect(t.balances).toEqual([150]);
    t.installs$.next('native');
    await t.settle();
    expect(t.claims).toEqual(['web', 'native']);
    expect(t.shown).toEqual([REWARD]);
    expect(t.balances).toEqual([150, 150]);
    expect(t.storage.read(INSTALL_REWARD_PENDING_ENTRY)).toBeUndefined();
  });

  it('remembers an install made while signed out and claims it at the next sign-in', async () => {
    const t = setUp('signed-out');
    t.installs$.next('web');
    await t.settle();
    expect(t.claims).toEqual([]);
    expect(t.storage.read(INSTALL_REWARD_PENDING_ENTRY)).toBe('web');
    t.status$.next('signed-in');
    await t.settle();
    expect(t.claims).toEqual(['web']);
    expect(t.shown).toEqual([REWARD]);
  });

  it('keeps the install when the claim fails, to try again at the next sign-in', async () => {
    const t = setUp('signed-in', true);
    t.installs$.next('web');
    await t.settle();
    expect(t.shown).toEqual([]);
    expect(t.storage.read(INSTALL_REWARD_PENDING_ENTRY)).toBe('web');
  });

  it('stops watching when disposed', async () => {
    const t = setUp('signed-in');
    t.reward.dispose();
    t.installs$.next('web');
    await t.settle();
    expect(t.claims).toEqual([]);
  });
});
