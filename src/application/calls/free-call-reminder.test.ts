import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { MS_PER_DAY } from '../../domain/constants';
import type { InitResponse } from '../contracts/profile/init.contract';
import { testInit } from '../session/app-session.test-kit';
import { createFreeCallReminderStore, FREE_CALL_REMINDER_SHOWN_NAME } from './free-call-reminder';
import { FREE_CALL_POPUP_MIN_GAP_MS } from '../../domain/offers/popup-frequency';

const HOUR = 3_600_000;
const withFreeMinutes = (uid: number, minutes: number, tourist: 0 | 1 = 0): InitResponse => {
  const base = testInit(uid, { is_tourist: tourist });
  return { ...base, user_info: { ...base.user_info, call_free_min: minutes } };
};

/** Starts at 08:00 UTC of a day, in UTC (offset 0) unless told otherwise. */
function setup(offsetMinutes = 0) {
  let now = 100 * MS_PER_DAY + 8 * HOUR;
  const storage = new InMemoryStorage();
  const init$ = new BehaviorSubject<InitResponse | null>(null);
  const store = createFreeCallReminderStore({ init$, storage, now: () => now, utcOffsetMinutes: () => offsetMinutes });
  return { init$, store, storage, advance: (ms: number) => (now += ms), now: () => now };
}

describe('free call reminder', () => {
  it('opens with the free call minutes when init says the user has some', () => {
    const { init$, store } = setup();
    init$.next(withFreeMinutes(42, 3));
    expect(store.reminder$.getValue()).toEqual({ freeMinutes: 3 });
  });

  it('stays closed without free minutes, and for a tourist', () => {
    const { init$, store } = setup();
    init$.next(withFreeMinutes(42, 0));
    expect(store.reminder$.getValue()).toBeNull();
    init$.next(withFreeMinutes(43, 5, 1));
    expect(store.reminder$.getValue()).toBeNull();
  });

  it('shows once per calendar day: not again the same day, even after six hours', () => {
    const { init$, store, advance } = setup();
    init$.next(withFreeMinutes(42, 3));
    store.dismiss();
    advance(FREE_CALL_POPUP_MIN_GAP_MS + HOUR); // 15:00, same day
    init$.next(withFreeMinutes(42, 3));
    expect(store.reminder$.getValue()).toBeNull();
    advance(10 * HOUR); // 01:00 next day, 17 h later
    init$.next(withFreeMinutes(42, 3));
    expect(store.reminder$.getValue()).toEqual({ freeMinutes: 3 });
  });

  it('never shows within six hours of the last show, even on a new calendar day', () => {
    const { init$, store, advance } = setup();
    advance(15 * HOUR); // 23:00
    init$.next(withFreeMinutes(42, 3));
    store.dismiss();
    advance(2 * HOUR); // 01:00 next day
    init$.next(withFreeMinutes(42, 3));
    expect(store.reminder$.getValue()).toBeNull();
    advance(4 * HOUR); // exactly six hours after
    init$.next(withFreeMinutes(42, 3));
    expect(store.reminder$.getValue()).toEqual({ freeMinutes: 3 });
  });

  it('counts calendar days in the device time zone', () => {
    // 08:00 UTC is 17:00 in Tokyo; 7 h later it is 00:00 the next day there, not in UTC.
    const tokyo = setup(540);
    tokyo.init$.next(withFreeMinutes(42, 3));
    tokyo.store.dismiss();
    tokyo.advance(7 * HOUR);
    tokyo.init$.next(withFreeMinutes(42, 3));
    expect(tokyo.store.reminder$.getValue()).toEqual({ freeMinutes: 3 });
    const utc = setup(0);
    utc.init$.next(withFreeMinutes(42, 3));
    utc.store.dismiss();
    utc.advance(7 * HOUR);
    utc.init$.next(withFreeMinutes(42, 3));
    expect(utc.store.reminder$.getValue()).toBeNull();
  });

  it('remembers the show per user on the device, before it shows', () => {
    const { init$, store, storage, now } = setup();
    init$.next(withFreeMinutes(42, 3));
    expect(storage.read(FREE_CALL_REMINDER_SHOWN_NAME, 42)).toBe(now());
    store.dismiss();
    init$.next(withFreeMinutes(7, 2));
    expect(store.reminder$.getValue()).toEqual({ freeMinutes: 2 });
  });

  it('reads a corrupt stored time as never shown, and closes on sign-out', () => {
    const { init$, store, storage } = setup();
    storage.write(FREE_CALL_REMINDER_SHOWN_NAME, 'soon', 42);
    init$.next(withFreeMinutes(42, 3));
    expect(store.reminder$.getValue()).not.toBeNull();
    init$.next(null);
    expect(store.reminder$.getValue()).toBeNull();
  });

  it('does not reopen or change while already open', () => {
    const { init$, store } = setup();
    init$.next(withFreeMinutes(42, 3));
    init$.next(withFreeMinutes(42, 9));
    expect(store.reminder$.getValue()).toEqual({ freeMinutes: 3 });
  });
});
