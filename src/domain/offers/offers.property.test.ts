import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WELCOME_POPUP_INTERVAL_MS } from '../constants';
import { startDiscountCountdown, stepDiscountCountdown } from './discount-countdown';
import { canShowFreeCallPopup, canShowUninstallProtection, canShowUnpaidOffer, canShowVipExpiredPopup, canShowWelcomePopup, FREE_CALL_POPUP_MIN_GAP_MS, localDay, UNINSTALL_PROTECTION_MIN_GAP_MS, UNPAID_DISCOUNT_REPEAT_MS, VIP_EXPIRED_POPUP_REPEAT_MS } from './popup-frequency';

const time = fc.integer({ min: 1_600_000_000_000, max: 2_000_000_000_000 });
const gap = fc.integer({ min: 0, max: 3 * 86_400_000 });
/** Real offsets run from UTC−12 to UTC+14. */
const offset = fc.integer({ min: -12 * 60, max: 14 * 60 });

const rules = [
  { name: 'welcome (6 h)', interval: WELCOME_POPUP_INTERVAL_MS, can: (last: number, now: number) => canShowWelcomePopup(last, now) },
  { name: 'VIP expired (3 h)', interval: VIP_EXPIRED_POPUP_REPEAT_MS, can: (last: number, now: number) => canShowVipExpiredPopup(last, now) },
  { name: 'unpaid offer (5 min)', interval: UNPAID_DISCOUNT_REPEAT_MS, can: (last: number, now: number) => canShowUnpaidOffer({ 1: last }, 1, now) },
];

describe.each(rules)('$name interval rule', ({ interval, can }) => {
  it('allows exactly at the interval and refuses a millisecond before', () => {
    fc.assert(
      fc.property(time, (last) => {
        expect(can(last, last + interval)).toBe(true);
        expect(can(last, last + interval - 1)).toBe(false);
      }),
    );
  });
  it('stays allowed as time goes on', () => {
    fc.assert(
      fc.property(time, gap, gap, (last, a, b) => {
        if (can(last, last + a)) expect(can(last, last + a + b)).toBe(true);
      }),
    );
  });
});

describe.each([
  { name: 'free call', minGap: FREE_CALL_POPUP_MIN_GAP_MS, can: canShowFreeCallPopup },
  { name: 'uninstall protection', minGap: UNINSTALL_PROTECTION_MIN_GAP_MS, can: (last: number, now: number) => canShowUninstallProtection(last, now) },
])('$name calendar-day rule', ({ minGap, can }) => {
  it('never allows within the minimum gap nor on the same local day', () => {
    fc.assert(
      fc.property(time, gap, offset, (last, g, tz) => {
        if (can(last, last + g, tz)) {
          expect(g).toBeGreaterThanOrEqual(minGap);
          expect(localDay(last + g, tz)).toBeGreaterThan(localDay(last, tz));
        }
      }),
    );
  });
  it('allows exactly when both the gap and a later local day are reached', () => {
    fc.assert(
      fc.property(time, gap, offset, (last, g, tz) => {
        const expected = g >= minGap && localDay(last + g, tz) > localDay(last, tz);
        expect(can(last, last + g, tz)).toBe(expected);
      }),
    );
  });
  it('stays allowed as time goes on', () => {
    fc.assert(
      fc.property(time, gap, gap, offset, (last, a, b, tz) => {
        if (can(last, last + a, tz)) expect(can(last, last + a + b, tz)).toBe(true);
      }),
    );
  });
});

describe('discount countdown properties', () => {
  it('closes after exactly as many ticks as seconds it started with, never going below zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.constantFrom('recharge' as const, 'paid' as const, 'unpaid' as const), (seconds, kind) => {
        let state = startDiscountCountdown(kind, seconds);
        let ticks = 0;
        while (state.open) {
          const step = stepDiscountCountdown(state, { type: 'tick' });
          expect(step.state.remainingS).toBe(Math.max(0, state.remainingS - 1));
          state = step.state;
          ticks += 1;
        }
        expect(ticks).toBe(seconds);
        expect(state.remainingS).toBe(0);
      }),
    );
  });
  it('sets the remaining time to the refreshed value, and is closed exactly when that value is not positive', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: -10, max: 500 }), (start, refreshed) => {
        const { state } = stepDiscountCountdown(startDiscountCountdown('recharge', start), { type: 'refresh', remainingS: refreshed });
        expect(state.remainingS).toBe(Math.max(0, refreshed));
        expect(state.open).toBe(refreshed > 0);
      }),
    );
  });
});
