import { describe, expect, it } from 'vitest';
import { isEmailFormat, normalizeEmail, validateEmail, validateEmailLogin } from './email';

describe('email validation', () => {
  it('removes whitespace anywhere before checking the pattern', () => {
    expect(normalizeEmail(' ann @ex ample.com\n')).toBe('ann@example.com');
    expect(isEmailFormat(' ann@example.com ')).toBe(true);
  });
  it('refuses addresses without an at-sign, a domain dot or a local part', () => {
    for (const bad of ['ann.example.com', 'ann@example', '@example.com', 'ann@@example.com', 'ann@.com.']) {
      expect(isEmailFormat(bad)).toBe(false);
    }
  });
  it('asks for an email when the single field is blank', () => {
    expect(validateEmail('   ')).toEqual({ ok: false, error: { code: 'AUTH.EMAIL_REQUIRED' } });
  });
  it('returns the cleaned address when it is valid', () => {
    expect(validateEmail(' ann@example.com')).toEqual({ ok: true, value: 'ann@example.com' });
  });
});

describe('validateEmailLogin', () => {
  it('asks for email and password when either is empty', () => {
    expect(validateEmailLogin('', 'secret123')).toEqual({ ok: false, error: { code: 'AUTH.EMAIL_PASSWORD_REQUIRED' } });
    expect(validateEmailLogin('ann@example.com', '')).toEqual({ ok: false, error: { code: 'AUTH.EMAIL_PASSWORD_REQUIRED' } });
  });
  it('reports a bad email format once both are present', () => {
    expect(validateEmailLogin('ann', 'secret123')).toEqual({ ok: false, error: { code: 'AUTH.EMAIL_FORMAT' } });
  });
  it('accepts a short password of an existing account and keeps it unchanged', () => {
    expect(validateEmailLogin(' ann@example.com', ' 123 ')).toEqual({ ok: true, value: { email: 'ann@example.com', password: ' 123 ' } });
  });
});
