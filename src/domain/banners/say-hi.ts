export const SAY_HI_THROTTLE_MS = 4_000;

export type SayHiCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly error: { readonly code: 'SAY_HI.NO_SELECTION' } | { readonly code: 'SAY_HI.THROTTLED'; readonly retryInMs: number } };

/**
 * The say-hi button: at least one matched user must be selected, and a click within
 * 4 s of the last accepted one is ignored.
 */
export function checkSayHi(selectedCount: number, lastSentAt: number | null, now: number): SayHiCheck {
  if (selectedCount < 1) return { ok: false, error: { code: 'SAY_HI.NO_SELECTION' } };
  if (lastSentAt !== null && now - lastSentAt < SAY_HI_THROTTLE_MS) {
    return { ok: false, error: { code: 'SAY_HI.THROTTLED', retryInMs: lastSentAt + SAY_HI_THROTTLE_MS - now } };
  }
  return { ok: true };
}
