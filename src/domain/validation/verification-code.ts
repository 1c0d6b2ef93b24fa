import { validationFailure, validationOk, type ValidationResult } from './validation-error';

export const VERIFICATION_CODE_LENGTH = 4;

const DIGITS_ONLY = /^\d+$/;

/** The emailed code: required, exactly 4 characters, all ASCII digits. Surrounding spaces are ignored. */
export function validateVerificationCode(raw: string): ValidationResult<string, 'AUTH.CODE_REQUIRED' | 'AUTH.CODE_LENGTH' | 'AUTH.CODE_DIGITS'> {
  const code = raw.trim();
  if (code === '') return validationFailure({ code: 'AUTH.CODE_REQUIRED' });
  if ([...code].length !== VERIFICATION_CODE_LENGTH) return validationFailure({ code: 'AUTH.CODE_LENGTH' });
  return DIGITS_ONLY.test(code) ? validationOk(code) : validationFailure({ code: 'AUTH.CODE_DIGITS' });
}
