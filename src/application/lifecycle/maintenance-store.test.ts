import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MAINTENANCE_POLL_MS } from '../../domain/constants';
import { MAINTENANCE_DRAIN_LEAD_MS } from '../../domain/session';
import type { MaintenanceData } from '../contracts/monitor/maintenance-data';
import { createScriptedHttp, type ScriptedAnswer } from '../session/session-test-kit';
import { createMaintenanceStore } from './maintenance-store';
import { createVirtualTime, settle } from './virtual-time.test-kit';

const down = (time: number): ScriptedAnswer => ({
  error: { code: 'API.REJECTED', msg: 'Under maintenance', result: 0, data: { maintenance: 1, content: '<p>Soon</p>', time, desc: 'Soon' } satisfies MaintenanceData },
});
const up: ScriptedAnswer = { code: 1 };
/** A window starting at `startsAt` (virtual ms), as the server words it at `now`. */
const announced = (startsAt: number, duration: number) => (now: number): ScriptedAnswer => ({
  code: 1,
  data: { announced: { starts_in: Math.ceil((startsAt - now) / 1_000), duration } },
});

/** What the server answers; a function of the virtual time for an announcement whose start comes closer. */
type Answer = ScriptedAnswer | ((now: number) => ScriptedAnswer);

function setup(first: Answer = down(600)) {
  const time = createVirtualTime();
  let answer = first;
  const { http, sent } = createScriptedHttp({ '/monitor/maintain': () => (typeof answer === 'function' ? answer(time.scheduler.now()) : answer) });
  const appShown$ = new Subject<void>();
  const store = createMaintenanceStore({ http, scheduler: time.scheduler, appShown$ });
  const resumed: number[] = [];
  store.resumed$.subscribe(() => resumed.push(time.scheduler.now()));
  const checks = () => sent.filter((s) => s.path === '/monitor/maintain').length;
  /** Moves the clock a minute at a time, so each minute's check is answered before the next one is due. */
  const minutes = async (count: number) => {
    for (let i = 0; i < count; i += 1) await time.advanceTo(time.scheduler.now() + MAINTENANCE_POLL_MS);
  };
  return { time, store, appShown$, resumed, checks, minutes, answer: (next: Answer) => (answer = next) };
}

describe('maintenance store', () => {
  it('stays open while the server is up, asking once a minute whether maintenance is announced', async () => {
    const { store, checks, minutes } = setup(up);
    await minutes(10);
    expect(store.view$.getValue()).toEqual({ locked: false, ahead: null });
    expect(checks()).toBe(10);
  });

  it('counts down to an announced window, says when it drains, and locks at its start', async () => {
    const { time, store, answer, minutes } = setup(announced(600_000, 1_800));
    await store.check();
    expect(store.view$.getValue()).toEqual({ locked: false, ahead: { secondsLeft: 600, draining: false, minutes: 30 } });
    await minutes(7);
    await time.advanceTo(600_000 - MAINTENANCE_DRAIN_LEAD_MS - 1_000);
    expect(store.view$.getValue()).toMatchObject({ ahead: { secondsLeft: 121, draining: false } });
    await time.advanceTo(600_000 - MAINTENANCE_DRAIN_LEAD_MS);
    expect(store.view$.getValue()).toMatchObject({ ahead: { secondsLeft: 120, draining: true } });
    answer(down(1_800));
    await minutes(2);
    expect(store.view$.getValue()).toMatchObject({ locked: true, secondsLeft: 1_800 });
  });

  it('drops the countdown when the announcement is withdrawn', async () => {
    const { time, store, answer } = setup(announced(900_000, 600));
    await store.check();
    answer(up);
    await time.advanceTo(MAINTENANCE_POLL_MS);
    expect(store.view$.getValue()).toEqual({ locked: false, ahead: null });
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
    const { time, store, checks, answer, resumed, minutes } = setup();
    store.report({ maintenance: 1, content: '', time: 600, desc: '' });
    answer(up);
    await time.advanceTo(MAINTENANCE_POLL_MS);
    expect(store.view$.getValue()).toEqual({ locked: false, ahead: null });
    expect(resumed).toEqual([MAINTENANCE_POLL_MS]);
    // Open again: the once-a-minute check for announcements, nothing more.
    await minutes(4);
    expect(checks()).toBe(5);
    expect(resumed).toHaveLength(1);
  });

  it('checks at once whenever the app is shown', async () => {
    const { time, store, checks, appShown$, answer } = setup(up);
    appShown$.next();
    await settle();
    expect(checks()).toBe(1);
    store.report({ maintenance: 1, content: '', time: 600, desc: '' });
    await time.advanceTo(5_000);
    appShown$.next();
    await settle();
    expect(checks()).toBe(2);
    expect(store.view$.getValue()).toEqual({ locked: false, ahead: null });
    answer(down(600));
    store.report({ maintenance: 1, content: '', time: 600, desc: '' });
    appShown$.next();
    await settle();
    expect(checks()).toBe(3);
    expect(store.view$.getValue()).toMatchObject({ locked: true });
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
    expect(store.view$.getValue()).toEqual({ locked: false, ahead: null });
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
