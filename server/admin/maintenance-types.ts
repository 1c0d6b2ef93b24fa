/** A maintenance window in force: every API endpoint answers with the maintenance response. */
export interface MaintenanceWindow {
  readonly startsAt: number;
  readonly endsAt: number;
  /** Seconds left, rounded up: the countdown the maintenance popup shows (data.time). */
  readonly remainingSeconds: number;
  /** Operator text for the popup; empty means the client's own wording. */
  readonly content: string;
}

export interface MaintenanceService {
  /** The window in force now, or null. Cheap enough to ask on every request. */
  current(): Promise<MaintenanceWindow | null>;
  start(request: { readonly minutes: number; readonly content?: string }): Promise<MaintenanceWindow>;
  /** Ends the window in force; false when there was none. */
  stop(): Promise<boolean>;
}
