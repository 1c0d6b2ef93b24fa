import { MS_PER_DAY } from '../constants';

/**
 * Spending care (issue #19): a daily and a monthly coin limit the user sets. Lowering a limit
 * protects the user, so it takes effect at once; raising (or removing) one is what a user on
 * a spending spree would do, so it waits a cooling-off day and can be taken back meanwhile.
 */
export const SPEND_LIMIT_RAISE_DELAY_MS = MS_PER_DAY;
/** The largest limit one can type: beyond it "no limit" is the honest choice. */
export const SPEND_LIMIT_MAX = 10_000_000;

export type SpendPeriod = 'daily' | 'monthly';
export const SPEND_PERIODS: readonly SpendPeriod[] = ['daily', 'monthly'];

/** One period's limit as stored: what holds now, and a raise waiting for its cooling-off to pass. */
export interface StoredLimit {
  /** Coins per period; null: no limit. */
  readonly limit: number | null;
  /** A raise (or removal: null) that holds from `pendingAt`; undefined when none waits. */
  readonly pending?: { readonly limit: number | null; readonly at: number };
}

export const NO_LIMIT: StoredLimit = { limit: null };

/** null (no limit) is above every number. */
function isRaise(from: number | null, to: number | null): boolean {
  if (from === null) return false;
  return to === null || to > from;
}

/** The limit in force at `now`: a pending raise whose cooling-off has passed holds. */
export function limitInForce(stored: StoredLimit, now: number): number | null {
  return stored.pending !== undefined && stored.pending.at <= now ? stored.pending.limit : stored.limit;
}

/** Folds a raise whose time has come into the stored limit (what a write stores). */
export function settled(stored: StoredLimit, now: number): StoredLimit {
  return stored.pending !== undefined && stored.pending.at <= now ? { limit: stored.pending.limit } : stored;
}

/**
 * The stored limit after the user asks for `requested` at `now`: a lower limit (or the same)
 * holds at once and cancels any waiting raise; a higher one (or none) waits a day.
 */
export function changeLimit(stored: StoredLimit, requested: number | null, now: number): StoredLimit {
  const current = settled(stored, now);
  if (!isRaise(current.limit, requested)) return { limit: requested };
  return { limit: current.limit, pending: { limit: requested, at: now + SPEND_LIMIT_RAISE_DELAY_MS } };
}

/** Where the spending periods start (UTC midnight, the first of the UTC month). */
export function periodStarts(now: number): Readonly<Record<SpendPeriod, number>> {
  const date = new Date(now);
  return {
    daily: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()),
    monthly: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1),
  };
}

/** Where the current spending periods end: the next UTC midnight, the first of the next UTC month. */
export function periodEnds(now: number): Readonly<Record<SpendPeriod, number>> {
  const date = new Date(now);
  return {
    daily: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1),
    monthly: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1),
  };
}

/** Coins still spendable this period under `limit` after `spent`; null: no limit. */
export function leftUnder(limit: number | null, spent: number): number | null {
  return limit === null ? null : Math.max(0, limit - Math.max(0, spent));
}

/** Whether spending `amount` more keeps `spent` within `limit`. */
export function withinLimit(limit: number | null, spent: number, amount: number): boolean {
  return limit === null || Math.max(0, spent) + amount <= limit;
}

/**
 * Whether a running call's next minute would not fit under the payer's limits, so the call
 * ends at the end of this one: the warning "a minute before" the issue asks for.
 */
export function limitEndsCallWithinMinute(limitLeft: number | null, pricePerMinute: number): boolean {
  return limitLeft !== null && pricePerMinute > 0 && limitLeft < pricePerMinute;
}
