import { describe, expect, it } from 'vitest';
import { validateBirthday } from './birthday';

const today = new Date('2024-05-20T08:00:00Z');

describe('validateBirthday', () => {
  it('accepts a user turning 18 today', () => {
    expect(validateBirthday('2006-05-20', today)).toEqual({ ok: true, value: '2006-05-20' });
  });
  it('refuses a user turning 18 tomorrow', () => {
    expect(validateBirthday('2006-05-21', today)).toEqual({ ok: false, error: { code: 'PROFILE.UNDERAGE', min: 18 } });
  });
  it('asks for a birthday when the text is not a date', () => {
    expect(validateBirthday('', today)).toEqual({ ok: false, error: { code: 'PROFILE.BIRTHDAY_INVALID' } });
  });
});
