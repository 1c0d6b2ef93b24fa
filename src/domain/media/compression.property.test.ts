import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compressionQuality } from './compression';

describe('compressionQuality (properties)', () => {
  it('never rises as the file grows', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.nat({ max: 10_000_000 }), (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(compressionQuality(large)).toBeLessThanOrEqual(compressionQuality(small));
      }),
    );
  });
  it('always returns one of the four spec qualities', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000_000 }), (bytes) => {
        expect([0.8, 0.7, 0.5, 0.4]).toContain(compressionQuality(bytes));
      }),
    );
  });
});
