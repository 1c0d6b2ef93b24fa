import { validationFailure, validationOk, type ValidationResult } from './validation-error';

export const PASSWORD_MIN_LENGTH = 8;

/** Characters as the user sees them (code points), so an emoji counts once. */
const characterCount = (text: string): number => [...text].length;

/** A new password (register, reset, change): at least 8 characters, and confirmed identically. */
export function validateNewPassword(
  password: string,
  confirmation: string,
): ValidationResult<string, 'AUTH.PASSWORD_TOO_SHORT' | 'AUTH.PASSWORD_MISMATCH'> {
  if (characterCount(password) < PASSWORD_MIN_LENGTH) return validationFailure({ code: 'AUTH.PASSWORD_TOO_SHORT', min: PASSWORD_MIN_LENGTH });
  return password === confirmation ? validationOk(password) : validationFailure({ code: 'AUTH.PASSWORD_MISMATCH' });
}
