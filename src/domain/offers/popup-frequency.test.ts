import { describe, expect, it } from 'vitest';
import { MS_PER_DAY, WELCOME_POPUP_INTERVAL_MS } from '../constants';
import { canShowFreeCallPopup, canShowUninstallProtection, canShowUnpaidOffer, canShowVipExpiredPopup, canShowWelcomePopup, FREE_CALL_POPUP_MIN_GAP_MS, localDay, recordUnpaidOfferShown, UNINSTALL_PROTECTION_MIN_GAP_MS, UNPAID_DISCOUNT_REPEAT_MS, VIP_EXPIRED_POPUP_REPEAT_MS } from './popup-frequency';

const HOUR = 3_600_000;
/** 2026-01-10T00:00:00Z */
const MIDNIGHT_UTC = Date.UTC(2026, 0, 10);

describe('interval rules', () => {
  it.each([
    ['welcome', canShowWelcomePopup, WELCOME_POPUP_INTERVAL_MS],
    ['VIP expired', canShowVipExpiredPopup, VIP_EXPIRED_POPUP_REPEAT_MS],
  ] as const)('shows the %s popup again exactly at its interval and not a millisecond before', (_, rule, interval) => {
    expect(rule(1_000, 1_000 + interval - 1)).toBe(false);
    expect(rule(1_000, 1_000 + interval)).toBe(true);
  });
  it('shows a popup that never showed, or whose stored time is corrupt', () => {
    expect(canShowWelcomePopup(null, 0)).toBe(true);
    expect(canShowVipExpiredPopup(Number.NaN, 0)).toBe(true);
  });
});

describe('canShowFreeCallPopup', () => {
  it('waits for the next calendar day even when more than 6 hours passed', () => {
    const morning = MIDNIGHT_UTC + 1 * HOUR;
    expect(canShowFreeCallPopup(morning, morning + 20 * HOUR, 0)).toBe(false);
  });
  it('waits 6 hours even across midnight', () => {
    const lateEvening = MIDNIGHT_UTC - 1 * HOUR;
    expect(canShowFreeCallPopup(lateEvening, lateEvening + FREE_CALL_POPUP_MIN_GAP_MS - 1, 0)).toBe(false);
    expect(canShowFreeCallPopup(lateEvening, lateEvening + FREE_CALL_POPUP_MIN_GAP_MS, 0)).toBe(true);
  });
  it('counts calendar days in the device time zone', () => {
    // 20:00 UTC is 05:00 next day in Tokyo (+9 h); 08:00 UTC the next day is still that Tokyo day.
    const shown = MIDNIGHT_UTC + 20 * HOUR;
    const now = MIDNIGHT_UTC + 32 * HOUR;
    expect(canShowFreeCallPopup(shown, now, 0)).toBe(true);
    expect(canShowFreeCallPopup(shown, now, 540)).toBe(false);
  });
});

describe('canShowUninstallProtection', () => {
  it('needs 24 hours, not merely the next calendar day', () => {
    const lateEvening = MIDNIGHT_UTC - 1 * HOUR;
    expect(canShowUninstallProtection(lateEvening, lateEvening + 2 * HOUR)).toBe(false);
    expect(canShowUninstallProtection(lateEvening, lateEvening + UNINSTALL_PROTECTION_MIN_GAP_MS - 1)).toBe(false);
    expect(canShowUninstallProtection(lateEvening, lateEvening + UNINSTALL_PROTECTION_MIN_GAP_MS)).toBe(true);
  });
});

describe('canShowUnpaidOffer', () => {
  it('keeps the same type back for 5 minutes but lets another type through', () => {
    const shown = recordUnpaidOfferShown({}, 2, 10_000);
    expect(canShowUnpaidOffer(shown, 2, 10_000 + UNPAID_DISCOUNT_REPEAT_MS - 1)).toBe(false);
    expect(canShowUnpaidOffer(shown, 2, 10_000 + UNPAID_DISCOUNT_REPEAT_MS)).toBe(true);
    expect(canShowUnpaidOffer(shown, 3, 10_001)).toBe(true);
  });
  it('does not change the record it was given', () => {
    const before = { 2: 5 };
    recordUnpaidOfferShown(before, 2, 99);
    expect(before).toEqual({ 2: 5 });
  });
});

describe('localDay', () => {
  it('starts a new day at local midnight', () => {
    expect(localDay(MIDNIGHT_UTC - 1, 0) + 1).toBe(localDay(MIDNIGHT_UTC, 0));
    expect(localDay(MIDNIGHT_UTC + MS_PER_DAY - 1, 0)).toBe(localDay(MIDNIGHT_UTC, 0));
  });
});
