import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completesSwipeBack, startsSwipeBack, swipeBackDistance } from './swipe-back';

const frameArb = fc
  .record({ start: fc.integer({ min: 0, max: 2_000 }), width: fc.integer({ min: 100, max: 2_000 }) })
  .map(({ start, width }) => ({ start, end: start + width }));

describe('swipe back (properties)', () => {
  it('mirrors exactly between the two reading directions', () => {
    fc.assert(
      fc.property(frameArb, fc.integer({ min: -100, max: 4_200 }), (frame, x) => {
        const mirrored = frame.start + frame.end - x;
        expect(startsSwipeBack(x, frame, 'ltr')).toBe(startsSwipeBack(mirrored, frame, 'rtl'));
      }),
    );
  });

  it('keeps going back once a shorter swipe already did (monotone in distance)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: -500, max: 500 }), fc.nat(500), (start, d, more) => {
        if (completesSwipeBack(start, start + d, 'ltr')) expect(completesSwipeBack(start, start + d + more, 'ltr')).toBe(true);
      }),
    );
  });

  it('measures the same distance both ways with the sign of the reading direction', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, b) => {
        expect(swipeBackDistance(a, b, 'ltr')).toBe(-swipeBackDistance(a, b, 'rtl') || 0);
      }),
    );
  });
});
