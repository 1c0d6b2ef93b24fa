import { BehaviorSubject, Subject, timer, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import { COUNTDOWN_TICK_MS, MAINTENANCE_POLL_MS, MS_PER_SECOND } from '../../domain/constants';
import {
  isMaintenanceCheckDue,
  MAINTENANCE_OPEN,
  maintenancePhase,
  maintenanceSecondsLeft,
  maintenanceStep,
  secondsUntilMaintenance,
  type MaintenanceState,
  type ScheduledMaintenance,
} from '../../domain/session';
import type { MaintenanceAnnouncement } from '../contracts/monitor/maintenance-announcement';
import { maintenanceDataOf, type MaintenanceData } from '../contracts/monitor/maintenance-data';
import { monitorMaintainContract } from '../contracts/monitor/maintain.contract';
import type { HttpPort } from '../ports/http.port';
import type { LiveState } from '../live-state';

/** A window announced to start later (issue #19): the banner's countdown. */
export interface MaintenanceAhead {
  /** Whole seconds until the lock starts. */
  readonly secondsLeft: number;
  /** New calls and matches are refused from now on; running calls end at the start. */
  readonly draining: boolean;
  /** How long the lock is planned to last, in whole minutes. */
  readonly minutes: number;
}

/** What the maintenance popup shows (001 §3 "Maintenance: content, time and desc"), and the banner before it. */
export type MaintenanceView =
  | { readonly locked: false; readonly ahead: MaintenanceAhead | null }
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
  /** Checks /monitor/maintain now (also done every 60 s, and on app show). */
  check(): Promise<void>;
  /** Stops the timers (sign-out, tests). */
  dispose(): void;
}

const OPEN_VIEW: MaintenanceView = { locked: false, ahead: null };
const SECONDS_PER_MINUTE = 60;

/**
 * The maintenance lock (000 §4, 001 §4): while locked it polls /monitor/maintain every
 * MAINTENANCE_POLL_MS and whenever the app is shown; success unlocks and fires
 * `resumed$`; a refusal carrying data.time resets the countdown. Time comes from
 * `scheduler.now()`, so tests drive it with a virtual scheduler.
 *
 * While open it checks at the same pace and on app show to learn of a window announced
 * ahead (issue #19), which a successful check carries; the view then counts down to it
 * once a second. The server has no broadcast channel to every user, and a minute's notice
 * is early enough for an announcement made minutes ahead.
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
  /** The announced window in this device's scheduler time, or null. */
  let ahead: ScheduledMaintenance | null = null;
  const view$ = new BehaviorSubject<MaintenanceView>(OPEN_VIEW);
  const resumed$ = new Subject<void>();

  const aheadView = (now: number): MaintenanceAhead | null => {
    if (ahead === null || maintenancePhase(ahead, now) === 'over') return null;
    return {
      secondsLeft: secondsUntilMaintenance(ahead, now),
      draining: maintenancePhase(ahead, now) !== 'announced',
      minutes: Math.round((ahead.endsAt - ahead.startsAt) / MS_PER_SECOND / SECONDS_PER_MINUTE),
    };
  };

  const publish = () => {
    const now = scheduler.now();
    view$.next(state.locked ? { locked: true, secondsLeft: maintenanceSecondsLeft(state, now), ...details } : { locked: false, ahead: aheadView(now) });
  };

  /** The countdown of an announced window: redrawn once a second until it starts (the next call then meets the lock). */
  function announce(announced: MaintenanceAnnouncement | undefined): void {
    const now = scheduler.now();
    ahead = announced === undefined ? null : { startsAt: now + announced.starts_in * MS_PER_SECOND, endsAt: now + (announced.starts_in + announced.duration) * MS_PER_SECOND };
    if (ahead !== null) ticking ??= timer(COUNTDOWN_TICK_MS, COUNTDOWN_TICK_MS, scheduler).subscribe(tick);
    else if (!state.locked) stopTicking();
    publish();
  }

  function tick(): void {
    publish();
    const now = scheduler.now();
    if (isMaintenanceCheckDue(state, now, false)) void check();
    // At the announced start, ask: the server answers with the lock.
    else if (!state.locked && ahead !== null && maintenancePhase(ahead, now) !== 'announced' && maintenancePhase(ahead, now) !== 'draining') {
      ahead = null;
      void check();
    }
  }

  function stopTicking(): void {
    ticking?.unsubscribe();
    ticking = null;
  }

  function lock(data: MaintenanceData | null): void {
    state = maintenanceStep(state, { type: 'checkFailed', at: scheduler.now(), timeSeconds: data?.time ?? null });
    if (data !== null) details = { content: data.content, desc: data.desc };
    ahead = null;
    // Every second: redraw the countdown and poll when the domain says a check is due.
    ticking ??= timer(COUNTDOWN_TICK_MS, COUNTDOWN_TICK_MS, scheduler).subscribe(tick);
    publish();
  }

  function unlock(announced: MaintenanceAnnouncement | undefined): void {
    const wasLocked = state.locked;
    state = maintenanceStep(state, { type: 'checkSucceeded', at: scheduler.now() });
    stopTicking();
    announce(announced);
    if (wasLocked) resumed$.next();
  }

  async function check(): Promise<void> {
    if (checking) return;
    checking = true;
    try {
      const answer = await http.request(monitorMaintainContract, {});
      if (answer.ok) unlock(answer.data?.announced);
      else if (state.locked || maintenanceDataOf(answer.error.data) !== null) lock(maintenanceDataOf(answer.error.data));
    } finally {
      checking = false;
    }
  }

  // Shown: check (locked or not). Open: check every MAINTENANCE_POLL_MS for an announcement; the lock's own poll runs in tick().
  const shown = deps.appShown$.subscribe(() => void check());
  const polling = timer(MAINTENANCE_POLL_MS, MAINTENANCE_POLL_MS, scheduler).subscribe(() => {
    if (!state.locked) void check();
  });

  return {
    view$,
    resumed$: resumed$.asObservable(),
    report: (data) => lock(data),
    check,
    dispose() {
      shown.unsubscribe();
      polling.unsubscribe();
      stopTicking();
    },
  };
}
