import { EMAIL_REFUSAL, type EmailRefusal } from '../../../src/application/contracts/account/email-refusal.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../../src/domain/constants.js';
import type { EndpointReply } from '../../api/define-endpoint.js';
import { refuse } from '../../api/refuse.js';

/** A refused e-mail step: the stable code (the client words it) beside the server's English `msg`. */
export interface EmailRefused {
  readonly ok: false;
  readonly msg: string;
  readonly refusal: EmailRefusal;
}

export type EmailOutcome<T> = { readonly ok: true; readonly value: T } | EmailRefused;

const EMAIL_MESSAGES: Readonly<Record<EmailRefusal['code'], string>> = {
  [EMAIL_REFUSAL.format]: 'Please make sure the email format is correct',
  [EMAIL_REFUSAL.codeWrong]: 'The code is wrong',
  [EMAIL_REFUSAL.codeExpired]: 'The code has expired: ask for a new one',
  [EMAIL_REFUSAL.taken]: 'This email is already used by another account',
  [EMAIL_REFUSAL.wait]: 'A code was sent moments ago: wait before asking again',
  [EMAIL_REFUSAL.dailyCap]: 'This account was sent as many codes as it may be today: try again tomorrow',
  [EMAIL_REFUSAL.hasEmail]: 'This account already has an email',
  [EMAIL_REFUSAL.noEmail]: 'This account has no email yet: bind one first',
  [EMAIL_REFUSAL.sameEmail]: 'This is already the account’s email',
};

export const emailRefused = (refusal: EmailRefusal): EmailRefused => ({ ok: false, msg: EMAIL_MESSAGES[refusal.code], refusal });

/**
 * A refusal's answer: its stable code travels as its `data`. The contracts type only the
 * success's data; the pipeline passes a refusal's data unchecked, which is what the cast states.
 */
export const emailRefusalReply = (refused: EmailRefused): EndpointReply<never> => ({ ...refuse(RESULT_ERROR, refused.msg), data: refused.refusal }) as unknown as EndpointReply<never>;

/** The answer of the e-mail endpoints: the success's data, or the refusal with its code. */
export const emailReply = <T, D>(outcome: EmailOutcome<T>, data: (value: T) => D): EndpointReply<D> =>
  outcome.ok ? { ok: RESULT_SUCCESS, data: data(outcome.value) } : emailRefusalReply(outcome);
