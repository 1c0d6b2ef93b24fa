import { validationFailure, validationOk, type ValidationResult } from './validation-error';

/** A basic shape check, as the spec asks: something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Removes every whitespace character (pasted addresses often carry some). */
export function normalizeEmail(raw: string): string {
  return raw.replace(/\s+/g, '');
}

export function isEmailFormat(raw: string): boolean {
  return EMAIL_PATTERN.test(normalizeEmail(raw));
}

/** A single email field (bind email, forgot password): required, then the format. */
export function validateEmail(raw: string): ValidationResult<string, 'AUTH.EMAIL_REQUIRED' | 'AUTH.EMAIL_FORMAT'> {
  const email = normalizeEmail(raw);
  if (email === '') return validationFailure({ code: 'AUTH.EMAIL_REQUIRED' });
  return EMAIL_PATTERN.test(email) ? validationOk(email) : validationFailure({ code: 'AUTH.EMAIL_FORMAT' });
}

/**
 * The email sign-in form: both fields required, then the email format. The password
 * length is not checked here: an existing account's password is whatever it is.
 */
export function validateEmailLogin(
  rawEmail: string,
  password: string,
): ValidationResult<{ readonly email: string; readonly password: string }, 'AUTH.EMAIL_PASSWORD_REQUIRED' | 'AUTH.EMAIL_FORMAT'> {
  const email = normalizeEmail(rawEmail);
  if (email === '' || password === '') return validationFailure({ code: 'AUTH.EMAIL_PASSWORD_REQUIRED' });
  return EMAIL_PATTERN.test(email) ? validationOk({ email, password }) : validationFailure({ code: 'AUTH.EMAIL_FORMAT' });
}
