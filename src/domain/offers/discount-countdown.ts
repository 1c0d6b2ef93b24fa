/*
 * The discount popups' countdown (spec 000 §4): ticks once a second (COUNTDOWN_TICK_MS),
 * an external refresh resets it, and reaching 0 closes the popup. The paid and unpaid
 * popups simply close; the recharge popup also asks for fresh offers, since the one it
 * showed has expired.
 */

export type DiscountPopupKind = 'recharge' | 'paid' | 'unpaid';

export interface DiscountCountdown {
  readonly kind: DiscountPopupKind;
  readonly remainingS: number;
  readonly open: boolean;
}

export type DiscountCountdownEvent = { readonly type: 'tick' } | { readonly type: 'refresh'; readonly remainingS: number };
export type DiscountCountdownEffect = 'close' | 'refreshOffers';

export interface DiscountCountdownStep {
  readonly state: DiscountCountdown;
  readonly effects: readonly DiscountCountdownEffect[];
}

/** Remaining seconds as a whole non-negative count; bad values (NaN, negative) are 0. */
const wholeSeconds = (s: number): number => (Number.isFinite(s) && s > 0 ? Math.floor(s) : 0);

/** A popup opens only with time left (alert_remain_time in seconds). */
export function startDiscountCountdown(kind: DiscountPopupKind, remainingS: number): DiscountCountdown {
  const remaining = wholeSeconds(remainingS);
  return { kind, remainingS: remaining, open: remaining > 0 };
}

/** `expired`: the countdown itself ran out (not an external refresh saying 0, which must not loop back into a refresh). */
function settle(state: DiscountCountdown, remainingS: number, expired: boolean): DiscountCountdownStep {
  if (remainingS > 0) return { state: { ...state, remainingS }, effects: [] };
  const effects: DiscountCountdownEffect[] = expired && state.kind === 'recharge' ? ['close', 'refreshOffers'] : ['close'];
  return { state: { ...state, remainingS: 0, open: false }, effects };
}

export function stepDiscountCountdown(state: DiscountCountdown, event: DiscountCountdownEvent): DiscountCountdownStep {
  if (!state.open) return { state, effects: [] };
  return event.type === 'tick' ? settle(state, state.remainingS - 1, true) : settle(state, wholeSeconds(event.remainingS), false);
}
