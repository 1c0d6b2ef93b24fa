import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_RETRY_MAX, imageRetryDelay } from './image-retry';

describe('imageRetryDelay (properties)', () => {
  it('allows exactly two retries over any run of failures', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 100 }), (failures) => {
        const retries = Array.from({ length: failures }, (_, i) => imageRetryDelay(i + 1)).filter((d) => d !== null);
        expect(retries).toHaveLength(IMAGE_RETRY_MAX);
      }),
    );
  });
  it('once it gives up it never retries again', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.nat({ max: 100 }), (failures, more) => {
        if (imageRetryDelay(failures) === null) expect(imageRetryDelay(failures + more)).toBeNull();
      }),
    );
  });
});
