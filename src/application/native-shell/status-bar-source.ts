/**
 * The native shell's status bar height, which the bridge reports some time after start-up
 * (000 §9: the view asks every STATUS_BAR_RETRY_MS, at most STATUS_BAR_RETRY_MAX times).
 * In a plain browser there is none: null, and the view uses the safe-area inset instead.
 */
export interface StatusBarSource {
  /** Height in CSS pixels, or null while unknown. */
  read(): number | null;
}

export const BROWSER_STATUS_BAR: StatusBarSource = { read: () => null };
