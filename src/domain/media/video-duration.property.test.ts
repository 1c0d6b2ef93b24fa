import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkVideoDuration } from './video-duration';

describe('checkVideoDuration (properties)', () => {
  it('accepts exactly the durations at or under the limit', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), fc.integer({ min: 1, max: 600 }), (duration, max) => {
        expect(checkVideoDuration(duration, max).ok).toBe(duration <= max);
      }),
    );
  });
});
