import { BehaviorSubject, Subject, timer, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import { COUNTDOWN_TICK_MS } from '../../domain/constants';
import {
  isMaintenanceCheckDue,
  MAINTENANCE_OPEN,
  maintenanceSecondsLeft,
  maintenanceStep,
  type MaintenanceState,
} from '../../domain/session';
import { maintenanceDataOf, type MaintenanceData } from '../contracts/monitor/maintenance-data';
import { monitorMaintainContract } from '../contracts/monitor/maintain.contract';
import type { HttpPort } from '../ports/http.port';
import type { LiveState } from '../live-state';

/** What the maintenance popup shows (001 §3 "Maintenance: content, time and desc"). */
export type MaintenanceView =
  | { readonly locked: false }
  | {
      readonly locked: true;
      /** Whole seconds to the announced end; null when none was announced. */
      readonly secondsLeft: number | null;
      /** The operator's HTML ('' = the app's own wording) and its plain text. */
      readonly content: string;
      readonly desc: string;
    };

export interface MaintenanceStore {
  /** Replayed; the popup is open while `locked`. The countdown ticks once a second. */
  readonly view$: LiveState<MaintenanceView>;
  /** Fires when maintenance ends: the app resumes and the realtime channel reconnects. */
  readonly resumed$: Observable<void>;
  /** A call came back with the maintenance answer: lock (or refresh the countdown). */
  report(data: MaintenanceData): void;
  /** Checks /monitor/maintain now (also done every 60 s while locked, and on app show). */
  check(): Promise<void>;
  /** Stops the timers (sign-out, tests). */
  dispose(): void;
}

const OPEN_VIEW: MaintenanceView = { locked: false };

/**
 * The maintenance lock (000 §4, 001 §4): while locked it polls /monitor/maintain every
 * MAINTENANCE_POLL_MS and whenever the app is shown; success unlocks and fires
 * `resumed$`; a refusal carrying data.time resets the countdown. Time comes from
 * `scheduler.now()`, so tests drive it with a virtual scheduler.
 */
export function createMaintenanceStore(deps: {
  readonly http: HttpPort;
  readonly scheduler: SchedulerLike;
  /** Emits when the app comes back to the foreground. */
  readonly appShown$: Observable<unknown>;
}): MaintenanceStore {
  const { http, scheduler } = deps;
  let state: MaintenanceState = MAINTENANCE_OPEN;
  let details = { content: '', desc: '' };
  let checking = false;
  let ticking: Subscription | null = null;
  const view$ = new BehaviorSubject<MaintenanceView>(OPEN_VIEW);
  const resumed$ = new Subject<void>();

  const publish = () => {
    const now = scheduler.now();
    view$.next(state.locked ? { locked: true, secondsLeft: maintenanceSecondsLeft(state, now), ...details } : OPEN_VIEW);
  };

  function lock(data: MaintenanceData | null): void {
    state = maintenanceStep(state, { type: 'checkFailed', at: scheduler.now(), timeSeconds: data?.time ?? null });
    if (data !== null) details = { content: data.content, desc: data.desc };
    // Every second: redraw the countdown and poll when the domain says a check is due.
    ticking ??= timer(COUNTDOWN_TICK_MS, COUNTDOWN_TICK_MS, scheduler).subscribe(() => {
      publish();
      if (isMaintenanceCheckDue(state, scheduler.now(), false)) void check();
    });
    publish();
  }

  function unlock(): void {
    const wasLocked = state.locked;
    state = maintenanceStep(state, { type: 'checkSucceeded', at: scheduler.now() });
    ticking?.unsubscribe();
    ticking = null;
    publish();
    if (wasLocked) resumed$.next();
  }

  async function check(): Promise<void> {
    if (checking) return;
    checking = true;
    try {
      const answer = await http.request(monitorMaintainContract, {});
      if (answer.ok) unlock();
      else if (state.locked || maintenanceDataOf(answer.error.data) !== null) lock(maintenanceDataOf(answer.error.data));
    } finally {
      checking = false;
    }
  }

  const shown = deps.appShown$.subscribe(() => {
    if (isMaintenanceCheckDue(state, scheduler.now(), true)) void check();
  });

  return {
    view$,
    resumed$: resumed$.asObservable(),
    report: (data) => lock(data),
    check,
    dispose() {
      shown.unsubscribe();
      ticking?.unsubscribe();
      ticking = null;
    },
  };
}
