import type { EmailBindingError } from '../../../application/email-binding/email-binding-services';
import { EMAIL_REFUSAL } from '../../../application/contracts/account/email-refusal';
import type { MessageRef } from '../../../application/notices/message-ref';

/** Which part of an e-mail form an error belongs beside: the address, a code, the password, or the form as a whole. */
export type EmailErrorPlace = 'email' | 'code' | 'newCode' | 'password' | 'form';

const REFUSAL_PLACES: Readonly<Record<string, EmailErrorPlace>> = {
  [EMAIL_REFUSAL.format]: 'email',
  [EMAIL_REFUSAL.taken]: 'email',
  [EMAIL_REFUSAL.sameEmail]: 'email',
  [EMAIL_REFUSAL.codeWrong]: 'code',
  [EMAIL_REFUSAL.codeExpired]: 'code',
};

const VALIDATION_PLACES: Readonly<Record<string, EmailErrorPlace>> = {
  'AUTH.EMAIL_REQUIRED': 'email',
  'AUTH.EMAIL_FORMAT': 'email',
  'AUTH.CODE_REQUIRED': 'code',
  'AUTH.CODE_LENGTH': 'code',
  'AUTH.CODE_DIGITS': 'code',
  'AUTH.PASSWORD_TOO_SHORT': 'password',
  'AUTH.PASSWORD_MISMATCH': 'password',
};

/** Where the error shows. */
export function emailErrorPlace(error: EmailBindingError): EmailErrorPlace {
  if (error.code === 'EMAIL.INVALID_INPUT') return VALIDATION_PLACES[error.validation.code] ?? 'form';
  return REFUSAL_PLACES[error.code] ?? 'form';
}

/** The words of an error: the domain's validation texts (`error.<CODE>`), else the e-mail pages' own. */
export function emailErrorText(error: EmailBindingError): MessageRef {
  if (error.code === 'EMAIL.INVALID_INPUT') {
    const { code, ...values } = error.validation as { readonly code: string } & Record<string, string | number>;
    return { key: `error.${code}`, values };
  }
  if (error.code === EMAIL_REFUSAL.wait) return { key: 'emailBinding.error.WAIT', values: { seconds: error.seconds ?? 0 } };
  return { key: `emailBinding.error.${error.code.replace('EMAIL.', '')}` };
}
