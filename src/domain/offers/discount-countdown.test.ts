import { describe, expect, it } from 'vitest';
import { startDiscountCountdown, stepDiscountCountdown } from './discount-countdown';

describe('discount countdown', () => {
  it('does not open without time left', () => {
    expect(startDiscountCountdown('paid', 0).open).toBe(false);
    expect(startDiscountCountdown('paid', Number.NaN).open).toBe(false);
  });
  it('ticks down a second at a time and closes a paid popup at zero', () => {
    const one = stepDiscountCountdown(startDiscountCountdown('paid', 2), { type: 'tick' });
    expect(one).toEqual({ state: { kind: 'paid', remainingS: 1, open: true }, effects: [] });
    expect(stepDiscountCountdown(one.state, { type: 'tick' })).toEqual({ state: { kind: 'paid', remainingS: 0, open: false }, effects: ['close'] });
  });
  it('asks for fresh offers when the recharge popup runs out', () => {
    expect(stepDiscountCountdown(startDiscountCountdown('recharge', 1), { type: 'tick' }).effects).toEqual(['close', 'refreshOffers']);
  });
  it('resets on an external refresh and closes when the refresh says zero, without refreshing again', () => {
    const running = startDiscountCountdown('recharge', 5);
    expect(stepDiscountCountdown(running, { type: 'refresh', remainingS: 90 }).state.remainingS).toBe(90);
    expect(stepDiscountCountdown(running, { type: 'refresh', remainingS: 0 }).effects).toEqual(['close']);
  });
  it('ignores ticks and refreshes once closed', () => {
    const closed = startDiscountCountdown('unpaid', 0);
    expect(stepDiscountCountdown(closed, { type: 'refresh', remainingS: 60 })).toEqual({ state: closed, effects: [] });
  });
});
