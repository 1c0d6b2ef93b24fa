import { describe, expect, it } from 'vitest';
import { validateNewPassword } from './password';

describe('validateNewPassword', () => {
  it('refuses 7 characters and accepts 8', () => {
    expect(validateNewPassword('1234567', '1234567')).toEqual({ ok: false, error: { code: 'AUTH.PASSWORD_TOO_SHORT', min: 8 } });
    expect(validateNewPassword('12345678', '12345678')).toEqual({ ok: true, value: '12345678' });
  });
  it('refuses a confirmation that differs', () => {
    expect(validateNewPassword('12345678', '12345679')).toEqual({ ok: false, error: { code: 'AUTH.PASSWORD_MISMATCH' } });
  });
  it('counts an emoji as one character', () => {
    expect(validateNewPassword('1234567😀', '1234567😀').ok).toBe(true);
    expect(validateNewPassword('123456😀', '123456😀').ok).toBe(false);
  });
});
