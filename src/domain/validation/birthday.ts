import { ageFromBirthday } from '../profile';
import { validationFailure, validationOk, type ValidationResult } from './validation-error';

export const MIN_AGE_YEARS = 18;

/** Profile completion's birthday: a real `YYYY-MM-DD` day, and at least 18 years before `now`. */
export function validateBirthday(birthday: string, now: Date): ValidationResult<string, 'PROFILE.BIRTHDAY_INVALID' | 'PROFILE.UNDERAGE'> {
  const age = ageFromBirthday(birthday, now);
  if (Number.isNaN(age)) return validationFailure({ code: 'PROFILE.BIRTHDAY_INVALID' });
  return age >= MIN_AGE_YEARS ? validationOk(birthday) : validationFailure({ code: 'PROFILE.UNDERAGE', min: MIN_AGE_YEARS });
}
