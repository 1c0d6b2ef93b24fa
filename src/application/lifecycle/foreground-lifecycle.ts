import { BehaviorSubject, Subject, distinctUntilChanged, type Observable } from 'rxjs';
import { appCloseContract } from '../contracts/app/close.contract';
import { appOpenContract } from '../contracts/app/open.contract';
import type { PayloadInput } from '../contracts/define-contract';
import type { HttpPort } from '../ports/http.port';
import type { LiveState } from '../live-state';

/**
 * What the rest of the app does when it goes to the background or comes back (000 §4,
 * 001 §4 "Foreground and background"):
 * - `stop-matching`: leave the match queue;
 * - `stop-session`: close the realtime session;
 * - `refresh-messages`: reload the message list and the open chat;
 * - `resync`: re-sync tokens (refresh, /profile/init), reconnect and run the /msg/sync gap fill.
 */
export type LifecycleSignal = 'stop-matching' | 'stop-session' | 'refresh-messages' | 'resync';

/** The environment flags /app/open reports (the native shell knows them; a browser sends none). */
export type AppOpenFlags = Omit<PayloadInput<typeof appOpenContract>, 'device_id'>;

export interface ForegroundLifecycle {
  /** Replayed: whether the app is in front. */
  readonly foreground$: LiveState<boolean>;
  /** Not replayed: each signal is for whoever listens when it happens. */
  readonly signals$: Observable<LifecycleSignal>;
  /** Fires each time the app comes back to the foreground (not at start). */
  readonly shown$: Observable<void>;
  dispose(): void;
}

/**
 * Follows the page's visibility. Going hidden calls /app/close and signals stop-matching
 * and stop-session; coming back calls /app/open and signals refresh-messages and resync.
 * A start in front only calls /app/open (every store loads itself at start); repeated
 * values are ignored. The calls' failures are ignored: they report, nothing waits on them.
 */
export function createForegroundLifecycle(deps: {
  readonly http: HttpPort;
  /** true when the page is visible (document.visibilityState, or the native shell's events). */
  readonly visible$: Observable<boolean>;
  readonly deviceId: string;
  readonly openFlags?: () => AppOpenFlags;
}): ForegroundLifecycle {
  const foreground$ = new BehaviorSubject<boolean>(false);
  const signals$ = new Subject<LifecycleSignal>();
  const shown$ = new Subject<void>();
  let started = false;

  const subscription = deps.visible$.pipe(distinctUntilChanged()).subscribe((visible) => {
    const first = !started;
    started = true;
    if (visible) {
      foreground$.next(true);
      void deps.http.request(appOpenContract, { ...deps.openFlags?.(), device_id: deps.deviceId });
      if (first) return;
      signals$.next('refresh-messages');
      signals$.next('resync');
      shown$.next();
      return;
    }
    if (first) return;
    foreground$.next(false);
    void deps.http.request(appCloseContract, { device_id: deps.deviceId });
    signals$.next('stop-matching');
    signals$.next('stop-session');
  });

  return {
    foreground$,
    signals$: signals$.asObservable(),
    shown$: shown$.asObservable(),
    dispose: () => subscription.unsubscribe(),
  };
}
