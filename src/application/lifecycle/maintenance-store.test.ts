import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MAINTENANCE_POLL_MS } from '../../domain/constants';
import type { MaintenanceData } from '../contracts/monitor/maintenance-data';
import { createScriptedHttp, type ScriptedAnswer } from '../session/session-test-kit';
import { createMaintenanceStore } from './maintenance-store';
import { createVirtualTime, settle } from './virtual-time.test-kit';

const down = (time: number): ScriptedAnswer => ({
  error: { code: 'API.REJECTED', msg: 'Under maintenance', result: 0, data: { maintenance: 1, content: '<p>Soon</p>', time, desc: 'Soon' } satisfies MaintenanceData },
});
const up: ScriptedAnswer = { code: 1 };

function setup(first: ScriptedAnswer = down(600)) {
  const time = createVirtualTime();
  let answer = first;
  const { http, sent } = createScriptedHttp({ '/monitor/maintain': () => answer });
  const appShown$ = new Subject<void>();
  const store = createMaintenanceStore({ http, scheduler: time.scheduler, appShown$ });
  const resumed: number[] = [];
  store.resumed$.subscribe(() => resumed.push(time.scheduler.now()));
  const checks = () => sent.filter((s) => s.path === '/monitor/maintain').length;
  return { time, store, appShown$, resumed, checks, answer: (next: ScriptedAnswer) => (answer = next) };
}

describe('maintenance store', () => {
  it('stays open, without polling, until a call reports maintenance', async () => {
    const { time, store, checks } = setup();
    await time.advanceTo(10 * MAINTENANCE_POLL_MS);
    expect(store.view$.getValue()).toEqual({ locked: false });
    expect(checks()).toBe(0);
  });

  it('locks on a reported maintenance answer and counts down once a second', async () => {
    const { time, store } = setup();
    store.report({ maintenance: 1, content: '<b>Upgrade</b>', time: 120, desc: 'Upgrade' });
    expect(store.view$.getValue()).toEqual({ locked: true, secondsLeft: 120, content: '<b>Upgrade</b>', desc: 'Upgrade' });
    await time.advanceTo(1_000);
    expect(store.view$.getValue()).toMatchObject({ secondsLeft: 119 });
    await time.advanceTo(30_000);
    expect(store.view$.getValue()).toMatchObject({ secondsLeft: 90 });
  });

  it('polls every 60 s while locked, and a failure with data.time resets the countdown', async () => {
    const { time, store, checks, answer } = setup();
    store.report({ maintenance: 1, content: '', time: 600, desc: '' });
    await time.advanceTo(MAINTENANCE_POLL_MS - 1_000);
    expect(checks()).toBe(0);
    answer(down(900));
    await time.advanceTo(MAINTENANCE_POLL_MS);
    expect(checks()).toBe(1);
    expect(store.view$.getValue()).toMatchObject({ locked: true, secondsLeft: 900 });
    await time.advanceTo(2 * MAINTENANCE_POLL_MS);
    expect(checks()).toBe(2);
  });

  it('on a successful check unlocks, closes the popup, fires resumed$ once and stops polling', async () => {
    const { time, store, checks, answer, resumed } = setup();
    store.report({ maintenance: 1, content: '', time: 600, desc: '' });
    answer(up);
    await time.advanceTo(MAINTENANCE_POLL_MS);
    expect(store.view$.getValue()).toEqual({ locked: false });
    expect(resumed).toEqual([MAINTENANCE_POLL_MS]);
    await time.advanceTo(5 * MAINTENANCE_POLL_MS);
    expect(checks()).toBe(1);
    expect(resumed).toHaveLength(1);
  });

  it('checks at once when the app is shown while locked, and not while open', async () => {
    const { time, store, checks, appShown$, answer } = setup();
    appShown$.next();
    await settle();
    expect(checks()).toBe(0);
    store.report({ maintenance: 1, content: '', time: 600, desc: '' });
    await time.advanceTo(5_000);
    answer(up);
    appShown$.next();
    await settle();
    expect(checks()).toBe(1);
    expect(store.view$.getValue()).toEqual({ locked: false });
  });

  it('keeps the countdown when a check fails without a time (offline)', async () => {
    const { time, store, answer } = setup();
    store.report({ maintenance: 1, content: '', time: 600, desc: '' });
    answer({ error: { code: 'API.NETWORK', msg: 'offline' } });
    await time.advanceTo(MAINTENANCE_POLL_MS);
    expect(store.view$.getValue()).toMatchObject({ locked: true, secondsLeft: 540 });
  });

  it('locks when an explicit check finds maintenance, and ignores ordinary failures while open', async () => {
    const { store, answer } = setup();
    answer({ error: { code: 'API.NETWORK', msg: 'offline' } });
    await store.check();
    expect(store.view$.getValue()).toEqual({ locked: false });
    answer(down(30));
    await store.check();
    expect(store.view$.getValue()).toMatchObject({ locked: true, secondsLeft: 30 });
  });

  it('stops its timers when disposed', async () => {
    const { time, store, checks } = setup();
    store.report({ maintenance: 1, content: '', time: 600, desc: '' });
    store.dispose();
    await time.advanceTo(3 * MAINTENANCE_POLL_MS);
    expect(checks()).toBe(0);
  });
});
