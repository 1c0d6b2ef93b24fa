import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intimacyLevelName } from './intimacy';

describe('intimacyLevelName (properties)', () => {
  it('is meet exactly outside the integers 1 to 5', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double()), (level) => {
        const named = Number.isInteger(level) && level >= 1 && level <= 5;
        expect(intimacyLevelName(level) === 'meet').toBe(!named);
      }),
    );
  });
});
