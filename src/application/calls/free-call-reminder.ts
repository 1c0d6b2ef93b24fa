import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import { canShowFreeCallPopup } from '../../domain/offers';
import type { InitResponse } from '../contracts/profile/init.contract';
import type { StoragePort } from '../ports/storage.port';
import type { LiveState } from '../live-state';

/** Storage name (per uid) of when the free-call reminder last showed, epoch ms. */
export const FREE_CALL_REMINDER_SHOWN_NAME = 'free-call-reminder-shown';

export interface FreeCallReminder {
  /** call_free_min of the current user: free call minutes left. */
  readonly freeMinutes: number;
}

export interface FreeCallReminderStore {
  /** The open reminder, or null. */
  readonly reminder$: LiveState<FreeCallReminder | null>;
  dismiss(): void;
  dispose(): void;
}

export interface FreeCallReminderDeps {
  readonly init$: Observable<InitResponse | null>;
  readonly storage: StoragePort;
  readonly now: () => number;
  /** The device's offset from UTC at an instant, minutes east positive (−getTimezoneOffset()). */
  readonly utcOffsetMinutes: (at: number) => number;
}

/**
 * The free video call reminder (001 §2, 000 §9): when /profile/init says the signed-in
 * user has free call minutes (call_free_min), it opens — once per calendar day and never
 * within 6 hours of its last show, per user, remembered on the device. A tourist cannot
 * call, so is never reminded.
 */
export function createFreeCallReminderStore(deps: FreeCallReminderDeps): FreeCallReminderStore {
  const reminder$ = new BehaviorSubject<FreeCallReminder | null>(null);

  const lastShownAt = (uid: number): number | null => {
    const stored = deps.storage.read(FREE_CALL_REMINDER_SHOWN_NAME, uid);
    return typeof stored === 'number' && Number.isFinite(stored) ? stored : null;
  };

  const subscription: Subscription = deps.init$.subscribe((init) => {
    if (init === null) {
      reminder$.next(null);
      return;
    }
    const uid = init.user_info.uid;
    const freeMinutes = init.user_info.call_free_min;
    const now = deps.now();
    if (init.is_tourist === 1 || freeMinutes <= 0 || reminder$.getValue() !== null) return;
    if (!canShowFreeCallPopup(lastShownAt(uid), now, deps.utcOffsetMinutes(now))) return;
    // Remembered before it shows: a reload while it is open must not show it twice.
    deps.storage.write(FREE_CALL_REMINDER_SHOWN_NAME, now, uid);
    reminder$.next({ freeMinutes });
  });

  return {
    reminder$,
    dismiss: () => reminder$.next(null),
    dispose: () => subscription.unsubscribe(),
  };
}
