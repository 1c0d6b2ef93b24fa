import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES_EN, type ValidationErrorCode, type ValidationErrorOf } from './validation-error';

/** One error per code; the mapped type makes a missing code or parameter a type error. */
const SAMPLES: { readonly [C in ValidationErrorCode]: ValidationErrorOf<C> } = {
  'AUTH.EMAIL_PASSWORD_REQUIRED': { code: 'AUTH.EMAIL_PASSWORD_REQUIRED' },
  'AUTH.EMAIL_REQUIRED': { code: 'AUTH.EMAIL_REQUIRED' },
  'AUTH.EMAIL_FORMAT': { code: 'AUTH.EMAIL_FORMAT' },
  'AUTH.PASSWORD_TOO_SHORT': { code: 'AUTH.PASSWORD_TOO_SHORT', min: 8 },
  'AUTH.PASSWORD_MISMATCH': { code: 'AUTH.PASSWORD_MISMATCH' },
  'AUTH.CODE_REQUIRED': { code: 'AUTH.CODE_REQUIRED' },
  'AUTH.CODE_LENGTH': { code: 'AUTH.CODE_LENGTH' },
  'AUTH.CODE_DIGITS': { code: 'AUTH.CODE_DIGITS' },
  'PROFILE.NICKNAME_REQUIRED': { code: 'PROFILE.NICKNAME_REQUIRED' },
  'PROFILE.BIRTHDAY_INVALID': { code: 'PROFILE.BIRTHDAY_INVALID' },
  'PROFILE.UNDERAGE': { code: 'PROFILE.UNDERAGE', min: 18 },
  'REPORT.TYPE_REQUIRED': { code: 'REPORT.TYPE_REQUIRED' },
  'REPORT.TOO_MANY_TYPES': { code: 'REPORT.TOO_MANY_TYPES', max: 3 },
  'REPORT.TOO_MANY_IMAGES': { code: 'REPORT.TOO_MANY_IMAGES', max: 4 },
  'MEDIA.VIDEO_TOO_LONG': { code: 'MEDIA.VIDEO_TOO_LONG', maxSeconds: 15 },
};

describe('VALIDATION_MESSAGES_EN', () => {
  it('uses the specification wording for the quoted messages', () => {
    expect(VALIDATION_MESSAGES_EN['AUTH.EMAIL_PASSWORD_REQUIRED']).toBe('Please enter email and password');
    expect(VALIDATION_MESSAGES_EN['AUTH.EMAIL_REQUIRED']).toBe('Please enter a valid email address');
    expect(VALIDATION_MESSAGES_EN['AUTH.EMAIL_FORMAT']).toBe('Please make sure the email format is correct');
    expect(VALIDATION_MESSAGES_EN['AUTH.PASSWORD_MISMATCH']).toBe('Passwords do not match');
    expect(VALIDATION_MESSAGES_EN['AUTH.CODE_LENGTH']).toBe('Code must be 4 digits');
    expect(VALIDATION_MESSAGES_EN['AUTH.CODE_DIGITS']).toBe('Please enter a valid 4-digit code');
    expect(VALIDATION_MESSAGES_EN['AUTH.CODE_REQUIRED']).toBe('Please enter verification code');
    expect(VALIDATION_MESSAGES_EN['REPORT.TYPE_REQUIRED']).toBe('Please select a violation type');
    expect(VALIDATION_MESSAGES_EN['REPORT.TOO_MANY_TYPES']).toBe('you can choose max {{max}} types');
  });
  it('has a non-empty text for every code', () => {
    for (const code of Object.keys(SAMPLES) as ValidationErrorCode[]) expect(VALIDATION_MESSAGES_EN[code]).not.toBe('');
  });
  it('only interpolates parameters that the error of that code carries', () => {
    for (const [code, error] of Object.entries(SAMPLES)) {
      for (const [, name] of VALIDATION_MESSAGES_EN[code as ValidationErrorCode].matchAll(/\{\{(\w+)\}\}/g)) {
        expect(Object.keys(error)).toContain(name);
      }
    }
  });
});
