import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSwipeBackCommitted, isSwipeBackStart } from './swipe-back';

describe('swipe back (properties)', () => {
  it('treats a right-to-left gesture as the mirror of the left-to-right one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 2_000 }), fc.nat({ max: 2_000 }), fc.nat({ max: 2_000 }), (width, start, x) => {
        expect(isSwipeBackStart(width - start, width, 'rtl')).toBe(isSwipeBackStart(start, width, 'ltr'));
        expect(isSwipeBackCommitted(width - start, width - x, 'rtl')).toBe(isSwipeBackCommitted(start, x, 'ltr'));
      }),
    );
  });
  it('commits exactly past 50 px of travel', () => {
    fc.assert(
      fc.property(fc.nat({ max: 500 }), fc.integer({ min: -200, max: 200 }), (start, travel) => {
        expect(isSwipeBackCommitted(start, start + travel, 'ltr')).toBe(travel > 50);
      }),
    );
  });
});
