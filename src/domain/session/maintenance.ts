import { MAINTENANCE_POLL_MS, MS_PER_SECOND } from '../constants';

/** The maintenance lock: open, or locked with a countdown to the announced end. */
export type MaintenanceState =
  | { readonly locked: false }
  | { readonly locked: true; readonly endsAt: number | null; readonly lastCheckAt: number };

export type MaintenanceEvent =
  /** `/monitor/maintain` failed; `timeSeconds` is its `data.time` (seconds left) when given. */
  | { readonly type: 'checkFailed'; readonly at: number; readonly timeSeconds: number | null }
  | { readonly type: 'checkSucceeded'; readonly at: number };

export const MAINTENANCE_OPEN: MaintenanceState = { locked: false };

/**
 * One step of the maintenance lock: a failed check locks (or keeps locked) and, when
 * it carries a time, resets the countdown; a successful check opens the app.
 */
export function maintenanceStep(state: MaintenanceState, event: MaintenanceEvent): MaintenanceState {
  if (event.type === 'checkSucceeded') return MAINTENANCE_OPEN;
  const previousEnd = state.locked ? state.endsAt : null;
  const endsAt = event.timeSeconds === null ? previousEnd : event.at + Math.max(0, event.timeSeconds) * MS_PER_SECOND;
  return { locked: true, endsAt, lastCheckAt: event.at };
}

/** Whole seconds the countdown shows (rounded up, never below zero); null without an announced end. */
export function maintenanceSecondsLeft(state: MaintenanceState, now: number): number | null {
  if (!state.locked || state.endsAt === null) return null;
  return Math.max(0, Math.ceil((state.endsAt - now) / MS_PER_SECOND));
}

/** While locked the app checks again every 60 s, and at once when it comes back to the foreground. */
export function isMaintenanceCheckDue(state: MaintenanceState, now: number, appJustShown: boolean): boolean {
  return state.locked && (appJustShown || now - state.lastCheckAt >= MAINTENANCE_POLL_MS);
}
