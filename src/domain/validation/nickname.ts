import { validationFailure, validationOk, type ValidationResult } from './validation-error';

/** A nickname is required; surrounding whitespace is not part of it. */
export function validateNickname(raw: string): ValidationResult<string, 'PROFILE.NICKNAME_REQUIRED'> {
  const nickname = raw.trim();
  return nickname === '' ? validationFailure({ code: 'PROFILE.NICKNAME_REQUIRED' }) : validationOk(nickname);
}
