import { MS_PER_SECOND, SECONDS_PER_MINUTE } from '../constants';

/**
 * Maintenance announced ahead (issue #19, "maintenance that drains"): an operator schedules a
 * window to start later; until it starts the app keeps working, but from this long before the
 * start no new call or match begins, so the calls still running at the start are few and
 * short. Two minutes: a match call's free period is shorter, and a user asked to wait two
 * minutes for the lock loses little.
 */
export const MAINTENANCE_DRAIN_LEAD_MS = 2 * SECONDS_PER_MINUTE * MS_PER_SECOND;

/** A window the operator scheduled: when the lock starts and when it is planned to end. */
export interface ScheduledMaintenance {
  readonly startsAt: number;
  readonly endsAt: number;
}

/**
 * Where the app stands against a scheduled window:
 * - `announced`: before the drain; everything works, a banner counts down;
 * - `draining`: within MAINTENANCE_DRAIN_LEAD_MS of the start; new calls and matches are refused,
 *   running calls carry on with a warning;
 * - `locked`: the window is in force; every call answers the maintenance response and running
 *   calls have ended (their partial minute refunded);
 * - `over`: past the planned end.
 */
export type MaintenancePhase = 'announced' | 'draining' | 'locked' | 'over';

export function maintenancePhase(window: ScheduledMaintenance, now: number): MaintenancePhase {
  if (now >= window.endsAt) return 'over';
  if (now >= window.startsAt) return 'locked';
  return now >= window.startsAt - MAINTENANCE_DRAIN_LEAD_MS ? 'draining' : 'announced';
}

/** Whether a new call or match may start now: not while draining or locked. */
export function maintenanceAllowsNewSessions(window: ScheduledMaintenance | null, now: number): boolean {
  if (window === null) return true;
  const phase = maintenancePhase(window, now);
  return phase === 'announced' || phase === 'over';
}

/** Whole seconds until the lock starts (rounded up, never below zero): the banner's countdown. */
export function secondsUntilMaintenance(window: ScheduledMaintenance, now: number): number {
  return Math.max(0, Math.ceil((window.startsAt - now) / MS_PER_SECOND));
}
