import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateNewPassword } from './password';

describe('validateNewPassword (properties)', () => {
  it('accepts a confirmed password exactly when it has at least 8 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 20 }), (password) => {
        expect(validateNewPassword(password, password).ok).toBe(password.length >= 8);
      }),
    );
  });
  it('never accepts two different strings', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8 }), fc.string(), (password, confirmation) => {
        fc.pre(password !== confirmation);
        expect(validateNewPassword(password, confirmation).ok).toBe(false);
      }),
    );
  });
});
