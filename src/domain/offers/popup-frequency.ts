import { MS_PER_DAY, MS_PER_SECOND, SECONDS_PER_MINUTE, WELCOME_POPUP_INTERVAL_MS } from '../constants';

/*
 * How often retention popups may show (spec 000 §9). Every rule takes the last time the
 * popup showed (`null`: never) and `now`, both epoch ms. Calendar-day rules also take the
 * device's offset from UTC in minutes (east positive: Tokyo +540, New York −300), i.e. the
 * negated value of JavaScript's getTimezoneOffset(). A stored time that is not a finite
 * number (corrupt storage) counts as never shown.
 */

export const FREE_CALL_POPUP_MIN_GAP_MS = 21_600_000; // 6 h, and once per calendar day
export const UNPAID_DISCOUNT_REPEAT_MS = 300_000; // 5 min
export const VIP_EXPIRED_POPUP_REPEAT_MS = 10_800_000; // 3 h
export const UNINSTALL_PROTECTION_MIN_GAP_MS = 86_400_000; // calendar days, ≥ 24 h apart

const neverShown = (lastShownAt: number | null): lastShownAt is null => lastShownAt === null || !Number.isFinite(lastShownAt);

/** At least `intervalMs` since the last show: exactly the interval later is allowed again. */
function intervalPassed(lastShownAt: number | null, now: number, intervalMs: number): boolean {
  return neverShown(lastShownAt) || now - lastShownAt >= intervalMs;
}

/** The local calendar day number of an instant. */
export function localDay(at: number, utcOffsetMinutes: number): number {
  return Math.floor((at + utcOffsetMinutes * SECONDS_PER_MINUTE * MS_PER_SECOND) / MS_PER_DAY);
}

function laterCalendarDay(lastShownAt: number | null, now: number, utcOffsetMinutes: number): boolean {
  return neverShown(lastShownAt) || localDay(now, utcOffsetMinutes) > localDay(lastShownAt, utcOffsetMinutes);
}

/** The generic welcome popup: at most once per 6 hours. */
export function canShowWelcomePopup(lastShownAt: number | null, now: number): boolean {
  return intervalPassed(lastShownAt, now, WELCOME_POPUP_INTERVAL_MS);
}

/** The free-call reminder: once per calendar day, and never within 6 hours of the last one. */
export function canShowFreeCallPopup(lastShownAt: number | null, now: number, utcOffsetMinutes: number): boolean {
  return laterCalendarDay(lastShownAt, now, utcOffsetMinutes) && intervalPassed(lastShownAt, now, FREE_CALL_POPUP_MIN_GAP_MS);
}

/** The VIP-expired popup: again after 3 hours. */
export function canShowVipExpiredPopup(lastShownAt: number | null, now: number): boolean {
  return intervalPassed(lastShownAt, now, VIP_EXPIRED_POPUP_REPEAT_MS);
}

/**
 * Uninstall protection: on different calendar days at least 24 h apart. Measured in one
 * time zone, 24 h always reach a later calendar day, so the gap is the whole rule (the
 * property tests check the calendar-day half for every offset).
 */
export function canShowUninstallProtection(lastShownAt: number | null, now: number): boolean {
  return intervalPassed(lastShownAt, now, UNINSTALL_PROTECTION_MIN_GAP_MS);
}

/** When each unpaid offer type last showed. */
export type UnpaidShownAt = Readonly<Partial<Record<number, number>>>;

/** An unpaid offer: the same type not again within 5 minutes; other types are independent. */
export function canShowUnpaidOffer(shownAt: UnpaidShownAt, type: number, now: number): boolean {
  return intervalPassed(shownAt[type] ?? null, now, UNPAID_DISCOUNT_REPEAT_MS);
}

export function recordUnpaidOfferShown(shownAt: UnpaidShownAt, type: number, now: number): UnpaidShownAt {
  return { ...shownAt, [type]: now };
}
