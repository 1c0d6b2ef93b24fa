import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateFeedback } from './feedback';

describe('validateFeedback (properties)', () => {
  it('accepts a complete draft exactly when it has at most 3 screenshots', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.constantFrom('bug', 'suggestion', 'other'), fc.nat({ max: 10 }), (rating, type, shots) => {
        expect(validateFeedback({ rating, type, text: 'ok', screenshotCount: shots }).ok).toBe(shots <= 3);
      }),
    );
  });
});
