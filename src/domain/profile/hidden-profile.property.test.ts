import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HIDDEN_PROFILE_DIGITS, HIDDEN_PROFILE_MODULUS, hiddenProfileNumber } from './hidden-profile';

describe('hiddenProfileNumber (properties)', () => {
  it('always has exactly four digits and reads back as uid mod 9999', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2_000_000_000 }), (uid) => {
        const shown = hiddenProfileNumber(uid);
        expect(shown).toMatch(new RegExp(`^\\d{${HIDDEN_PROFILE_DIGITS}}$`));
        expect(Number(shown)).toBe(uid % HIDDEN_PROFILE_MODULUS);
      }),
    );
  });
  it('repeats with period 9999', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000_000 }), (uid) => {
        expect(hiddenProfileNumber(uid + HIDDEN_PROFILE_MODULUS)).toBe(hiddenProfileNumber(uid));
      }),
    );
  });
});
