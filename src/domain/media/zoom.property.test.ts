import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampZoom } from './zoom';

describe('clampZoom (properties)', () => {
  it('always lands in 0.5 to 4 and is idempotent', () => {
    fc.assert(
      fc.property(fc.double(), (scale) => {
        const z = clampZoom(scale);
        expect(z).toBeGreaterThanOrEqual(0.5);
        expect(z).toBeLessThanOrEqual(4);
        expect(clampZoom(z)).toBe(z);
      }),
    );
  });
  it('never reverses the order of two scales', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        if (a <= b) expect(clampZoom(a)).toBeLessThanOrEqual(clampZoom(b));
      }),
    );
  });
});
