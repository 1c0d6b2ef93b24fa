import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameAreaHeight } from './game-area';

describe('gameAreaHeight (properties)', () => {
  it('keeps the 51:32 ratio and grows with the width', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000 }), fc.nat({ max: 100 }), (width, more) => {
        expect((gameAreaHeight(width) * 32) / 51).toBeCloseTo(width, 9);
        expect(gameAreaHeight(width + more)).toBeGreaterThanOrEqual(gameAreaHeight(width));
      }),
    );
  });
});
