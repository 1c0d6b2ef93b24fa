import type { VideoTooLongError } from '../media';

/**
 * Every expected failure of user input, with the parameters its message needs. Field
 * names double as i18n interpolation names (`{{max}}` reads `error.max`).
 */
export type ValidationError =
  | { readonly code: 'AUTH.EMAIL_PASSWORD_REQUIRED' }
  | { readonly code: 'AUTH.EMAIL_REQUIRED' }
  | { readonly code: 'AUTH.EMAIL_FORMAT' }
  | { readonly code: 'AUTH.PASSWORD_TOO_SHORT'; readonly min: number }
  | { readonly code: 'AUTH.PASSWORD_MISMATCH' }
  | { readonly code: 'AUTH.CODE_REQUIRED' }
  | { readonly code: 'AUTH.CODE_LENGTH' }
  | { readonly code: 'AUTH.CODE_DIGITS' }
  | { readonly code: 'PROFILE.NICKNAME_REQUIRED' }
  | { readonly code: 'PROFILE.BIRTHDAY_INVALID' }
  | { readonly code: 'PROFILE.UNDERAGE'; readonly min: number }
  | { readonly code: 'REPORT.TYPE_REQUIRED' }
  | { readonly code: 'REPORT.TOO_MANY_TYPES'; readonly max: number }
  | { readonly code: 'REPORT.TOO_MANY_IMAGES'; readonly max: number }
  | VideoTooLongError;

export type ValidationErrorCode = ValidationError['code'];
export type ValidationErrorOf<C extends ValidationErrorCode> = Extract<ValidationError, { readonly code: C }>;

/** The outcome of a validator: the cleaned value, or one error among codes `C`. */
export type ValidationResult<T, C extends ValidationErrorCode = ValidationErrorCode> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ValidationErrorOf<C> };

/**
 * English texts of the error codes, the source for `locales/en.json`. The quoted ones
 * are the specification's wording; the others are ours where the spec gives none.
 */
export const VALIDATION_MESSAGES_EN: Readonly<Record<ValidationErrorCode, string>> = {
  'AUTH.EMAIL_PASSWORD_REQUIRED': 'Please enter email and password',
  'AUTH.EMAIL_REQUIRED': 'Please enter a valid email address',
  'AUTH.EMAIL_FORMAT': 'Please make sure the email format is correct',
  'AUTH.PASSWORD_TOO_SHORT': 'Password must be at least {{min}} characters',
  'AUTH.PASSWORD_MISMATCH': 'Passwords do not match',
  'AUTH.CODE_REQUIRED': 'Please enter verification code',
  'AUTH.CODE_LENGTH': 'Code must be 4 digits',
  'AUTH.CODE_DIGITS': 'Please enter a valid 4-digit code',
  'PROFILE.NICKNAME_REQUIRED': 'Please enter a nickname',
  'PROFILE.BIRTHDAY_INVALID': 'Please choose your birthday',
  'PROFILE.UNDERAGE': 'You must be at least {{min}} years old',
  'REPORT.TYPE_REQUIRED': 'Please select a violation type',
  'REPORT.TOO_MANY_TYPES': 'you can choose max {{max}} types',
  'REPORT.TOO_MANY_IMAGES': 'You can add up to {{max}} images',
  'MEDIA.VIDEO_TOO_LONG': 'The video duration cannot exceed {{maxSeconds}} seconds',
};

export const validationOk = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const validationFailure = <E extends ValidationError>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });
