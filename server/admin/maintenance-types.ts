/** A maintenance window in force: every API endpoint answers with the maintenance response. */
export interface MaintenanceWindow {
  readonly startsAt: number;
  readonly endsAt: number;
  /** Seconds left, rounded up: the countdown the maintenance popup shows (data.time). */
  readonly remainingSeconds: number;
  /** Operator text for the popup; empty means the client's own wording. */
  readonly content: string;
}

/** A window announced to start later (issue #19): the app drains before it. */
export interface ScheduledMaintenanceWindow {
  readonly startsAt: number;
  readonly endsAt: number;
  readonly content: string;
}

export interface MaintenanceService {
  /** The window in force now, or null. Cheap enough to ask on every request. */
  current(): Promise<MaintenanceWindow | null>;
  /** The window announced to start later, or null (none, or it has started). As cheap as current(). */
  upcoming(): Promise<ScheduledMaintenanceWindow | null>;
  /** Starts a window now, or `inMinutes` from now (announced: the app drains before it). */
  start(request: { readonly minutes: number; readonly content?: string; readonly inMinutes?: number }): Promise<MaintenanceWindow | ScheduledMaintenanceWindow>;
  /** Ends the window in force; false when there was none. */
  stop(): Promise<boolean>;
}
