import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REQUEST_TIME_TOLERANCE_MS } from '../constants';
import { isWithinRequestWindow, requestWindowEnd } from './request-window';

const instant = fc.integer({ min: 0, max: 4_000_000_000_000 });

describe('request window (properties)', () => {
  it('accepts exactly the boundary and refuses one millisecond beyond it, in both directions', () => {
    fc.assert(
      fc.property(instant, (now) => {
        expect(isWithinRequestWindow(now - REQUEST_TIME_TOLERANCE_MS, now)).toBe(true);
        expect(isWithinRequestWindow(now + REQUEST_TIME_TOLERANCE_MS, now)).toBe(true);
        expect(isWithinRequestWindow(now - REQUEST_TIME_TOLERANCE_MS - 1, now)).toBe(false);
        expect(isWithinRequestWindow(now + REQUEST_TIME_TOLERANCE_MS + 1, now)).toBe(false);
      }),
    );
  });

  it('is symmetric: swapping request time and server time gives the same verdict', () => {
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        expect(isWithinRequestWindow(a, b)).toBe(isWithinRequestWindow(b, a));
      }),
    );
  });

  it('never accepts a request after its window end, so a guard may forget its nonce then', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 10_000_000 }), (times, after) => {
        expect(isWithinRequestWindow(times, requestWindowEnd(times))).toBe(true);
        expect(isWithinRequestWindow(times, requestWindowEnd(times) + after)).toBe(false);
      }),
    );
  });
});
