import type { TFunction } from 'i18next';
import type { ProfileFieldError } from '../../../domain';

const KEYS = {
  'PROFILE_EDIT.NICKNAME_REQUIRED': 'profileEdit.error.nicknameRequired',
  'PROFILE_EDIT.NICKNAME_TOO_LONG': 'profileEdit.error.nicknameTooLong',
  'PROFILE_EDIT.ABOUT_TOO_LONG': 'profileEdit.error.aboutTooLong',
  'PROFILE_EDIT.TOO_MANY_LANGUAGES': 'profileEdit.error.tooManyLanguages',
  'PROFILE_EDIT.UNKNOWN_LANGUAGE': 'profileEdit.error.unknownLanguage',
} as const;

/** The translated message of a profile field's rule. */
export function fieldErrorText(t: TFunction, error: ProfileFieldError): string {
  return t(KEYS[error.code], 'max' in error ? { max: error.max } : {});
}
