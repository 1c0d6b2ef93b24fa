import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import { canShowWelcomePopup } from '../../domain/offers';
import type { InitResponse } from '../contracts/profile/init.contract';
import type { StoragePort } from '../ports/storage.port';
import type { LiveState } from '../live-state';

/** Storage name (per uid) of when the welcome gift popup was last shown, epoch ms. */
export const WELCOME_GIFT_SHOWN_NAME = 'welcome-gift-shown';

export interface WelcomeGift {
  /** match_free_count: free matches left of the welcome gift. */
  readonly freeMatches: number;
}

export interface WelcomeGiftStore {
  /** The open popup, or null. Only its buttons close it (000 §2: not the mask). */
  readonly gift$: LiveState<WelcomeGift | null>;
  dismiss(): void;
  dispose(): void;
}

/**
 * The welcome gift popup (000 §2, §9): when /profile/init says free matches are left, it
 * opens — at most once per WELCOME_POPUP_INTERVAL_MS per user, remembered on the device.
 */
export function createWelcomeGiftStore(deps: { readonly init$: Observable<InitResponse | null>; readonly storage: StoragePort; readonly now: () => number }): WelcomeGiftStore {
  const gift$ = new BehaviorSubject<WelcomeGift | null>(null);

  const lastShownAt = (uid: number): number | null => {
    const stored = deps.storage.read(WELCOME_GIFT_SHOWN_NAME, uid);
    return typeof stored === 'number' && Number.isFinite(stored) ? stored : null;
  };

  const subscription: Subscription = deps.init$.subscribe((init) => {
    if (init === null) {
      gift$.next(null);
      return;
    }
    const uid = init.user_info.uid;
    const freeMatches = init.match_info.match_free_count;
    const now = deps.now();
    if (freeMatches <= 0 || gift$.getValue() !== null || !canShowWelcomePopup(lastShownAt(uid), now)) return;
    // Remembered before it shows: a reload while it is open must not show it twice.
    deps.storage.write(WELCOME_GIFT_SHOWN_NAME, now, uid);
    gift$.next({ freeMatches });
  });

  return {
    gift$,
    dismiss: () => gift$.next(null),
    dispose: () => subscription.unsubscribe(),
  };
}
