import { MS_PER_DAY } from '../constants';

/*
 * A VIP subscription paid by card renews itself (the terms: "renews automatically until
 * you cancel"). The server charges the saved card before the paid period ends, so that a
 * declined card can be retried while the member still has VIP; when every attempt is
 * declined, VIP simply ends with the period already paid for — nothing is taken back.
 *
 *   period end − 3 days: first attempt; declined → + 1 day: second; declined → + 1 day:
 *   third (the last, one day before the end); declined → the subscription lapses, VIP
 *   ends at the period's end. A cancelled subscription is never charged again.
 */

/** The first renewal attempt comes this long before the paid period ends. */
export const VIP_RENEWAL_LEAD_MS = 3 * MS_PER_DAY;
/** A declined renewal is tried again this long after the previous attempt. */
export const VIP_RENEWAL_RETRY_MS = MS_PER_DAY;
/** Attempts per period, the first included; after this many declines the subscription lapses. */
export const VIP_RENEWAL_MAX_ATTEMPTS = 3;
/** How often the server looks for subscriptions due (the job also runs when the server starts). */
export const VIP_RENEWAL_JOB_INTERVAL_MS = 10 * 60_000;

/** `active`: renews; `cancelled`: by the member, VIP to the end of the period; `lapsed`: every attempt declined. */
export type VipSubscriptionStatus = 'active' | 'cancelled' | 'lapsed';

export interface VipRenewalState {
  readonly status: VipSubscriptionStatus;
  /** When the VIP time already paid for ends (the member's vip_exp). */
  readonly periodEnd: number;
  /** Declined attempts for this period. */
  readonly failures: number;
}

export type RenewalStep =
  /** Nothing to do before `at` (null: never again). */
  | { readonly kind: 'wait'; readonly at: number | null }
  | { readonly kind: 'charge' }
  /** Stop renewing: VIP ends with the period already paid for. */
  | { readonly kind: 'lapse' };

/** When attempt number `failures + 1` of a period is due. */
export function renewalAttemptAt(periodEnd: number, failures: number): number {
  return periodEnd - VIP_RENEWAL_LEAD_MS + failures * VIP_RENEWAL_RETRY_MS;
}

/**
 * What the renewal job does for one subscription at `now`. An attempt is never made at or
 * after the period's end (a server that was down through every attempt lets VIP lapse
 * rather than charge for time the member did not have).
 */
export function renewalStep(state: VipRenewalState, now: number): RenewalStep {
  if (state.status !== 'active') return { kind: 'wait', at: null };
  if (state.failures >= VIP_RENEWAL_MAX_ATTEMPTS || now >= state.periodEnd) return { kind: 'lapse' };
  const at = renewalAttemptAt(state.periodEnd, state.failures);
  return now >= at ? { kind: 'charge' } : { kind: 'wait', at };
}

/** What the VIP page says about a subscription (`none`: no card subscription, or its VIP is over). */
export type VipSubscriptionView = 'renewing' | 'retrying' | 'ending' | 'none';

export function subscriptionView(state: VipRenewalState | null, now: number): VipSubscriptionView {
  if (state === null || state.periodEnd <= now) return 'none';
  if (state.status !== 'active') return 'ending';
  return state.failures > 0 ? 'retrying' : 'renewing';
}
