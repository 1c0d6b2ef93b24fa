import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateVerificationCode } from './verification-code';

describe('validateVerificationCode (properties)', () => {
  it('accepts a run of digits exactly when there are 4 of them', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 8 }), (digits) => {
        expect(validateVerificationCode(digits).ok).toBe(digits.length === 4);
      }),
    );
  });
  it('returns an accepted code unchanged when validated again', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (raw) => {
        const first = validateVerificationCode(raw);
        if (first.ok) expect(validateVerificationCode(first.value)).toEqual(first);
      }),
    );
  });
});
