import { describe, expect, it } from 'vitest';
import { validateVerificationCode } from './verification-code';

describe('validateVerificationCode', () => {
  it('asks for the code when it is blank', () => {
    expect(validateVerificationCode(' ')).toEqual({ ok: false, error: { code: 'AUTH.CODE_REQUIRED' } });
  });
  it('refuses 3 and 5 digits and accepts 4', () => {
    expect(validateVerificationCode('123')).toEqual({ ok: false, error: { code: 'AUTH.CODE_LENGTH' } });
    expect(validateVerificationCode('12345')).toEqual({ ok: false, error: { code: 'AUTH.CODE_LENGTH' } });
    expect(validateVerificationCode(' 1234 ')).toEqual({ ok: true, value: '1234' });
  });
  it('refuses four characters that are not all digits', () => {
    expect(validateVerificationCode('12a4')).toEqual({ ok: false, error: { code: 'AUTH.CODE_DIGITS' } });
    expect(validateVerificationCode('１２３４')).toEqual({ ok: false, error: { code: 'AUTH.CODE_DIGITS' } });
  });
});
