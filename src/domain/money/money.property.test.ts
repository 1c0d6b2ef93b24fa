import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SECONDS_PER_MINUTE } from '../constants';
import { callCharge, minuteDue } from './call-charge';
import { coinShortfall } from './coin-shortfall';

const seconds = fc.integer({ min: 0, max: 100_000 });
const price = fc.integer({ min: 0, max: 10_000 });
const YEAR_S = 365 * 24 * 3600;
const anyNumber = fc.oneof(fc.double(), fc.integer({ min: -1_000_000, max: 1_000_000 }));

describe('callCharge properties', () => {
  it('never charges less for a longer call', () => {
    fc.assert(
      fc.property(seconds, seconds, seconds, price, (t, extra, free, p) => {
        expect(callCharge(t + extra, free, p)).toBeGreaterThanOrEqual(callCharge(t, free, p));
      }),
    );
  });
  it('never charges more than every started minute of the whole call', () => {
    fc.assert(
      fc.property(seconds, seconds, price, (t, free, p) => {
        expect(callCharge(t, free, p)).toBeLessThanOrEqual(Math.ceil(t / SECONDS_PER_MINUTE) * p);
      }),
    );
  });
  it('charges nothing within the free period', () => {
    fc.assert(
      fc.property(seconds, seconds, price, (t, free, p) => {
        fc.pre(t <= free);
        expect(callCharge(t, free, p)).toBe(0);
      }),
    );
  });
  it('is never negative nor fractional, whatever the input', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, price, (t, free, p) => {
        const charge = callCharge(t, free, p);
        expect(Number.isInteger(charge) && charge >= 0).toBe(true);
      }),
    );
  });
  it('is a whole number of minutes at the price for any duration of a year or less', () => {
    const duration = fc.double({ min: -YEAR_S, max: YEAR_S, noNaN: true });
    fc.assert(
      fc.property(duration, duration, price, (t, free, p) => {
        expect(callCharge(t, free, p)).toBe(minuteDue(t, free) * p);
        expect(Number.isSafeInteger(minuteDue(t, free))).toBe(true);
      }),
    );
  });
  it('raises the due minute by at most one per second', () => {
    fc.assert(
      fc.property(seconds, seconds, (t, free) => {
        const step = minuteDue(t + 1, free) - minuteDue(t, free);
        expect(step === 0 || step === 1).toBe(true);
      }),
    );
  });
});

describe('coinShortfall properties', () => {
  const amount = fc.integer({ min: 0, max: 1_000_000 });
  const quantity = fc.integer({ min: 1, max: 100 });
  it('reports no shortfall exactly when the balance covers price × quantity', () => {
    fc.assert(
      fc.property(amount, amount, quantity, (balance, p, q) => {
        expect(coinShortfall(balance, p, q) === null).toBe(balance >= p * q);
      }),
    );
  });
  it('reports a shortfall that adds up with the balance to the cost', () => {
    fc.assert(
      fc.property(amount, amount, quantity, (balance, p, q) => {
        const shortfall = coinShortfall(balance, p, q);
        if (shortfall === null) return;
        expect(shortfall.need_coins).toBe(p * q);
        expect(shortfall.diff_coin + balance).toBe(shortfall.need_coins);
        expect(shortfall.diff_coin).toBeGreaterThan(0);
      }),
    );
  });
});
