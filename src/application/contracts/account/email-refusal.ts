import { z } from 'zod';

/**
 * Ours: why binding or changing an account's e-mail said no (issue #13), carried as the
 * refusal's `data` so the client words it in the person's language (the `msg` is English).
 */
export const EMAIL_REFUSAL = {
  /** Not an e-mail address. */
  format: 'EMAIL.FORMAT',
  /** The code does not match the one mailed for this step. */
  codeWrong: 'EMAIL.CODE_WRONG',
  /** The code's time is over, it was used, or it was tried too often: ask for a new one. */
  codeExpired: 'EMAIL.CODE_EXPIRED',
  /** Another account signs in with this address. */
  taken: 'EMAIL.TAKEN',
  /** A code for this step was mailed moments ago; `seconds` says when the next may be. */
  wait: 'EMAIL.WAIT',
  /** The account has as many codes today as it may. */
  dailyCap: 'EMAIL.DAILY_CAP',
  /** Binding: the account already has an e-mail (change it instead). */
  hasEmail: 'EMAIL.HAS_EMAIL',
  /** Changing: the account has no e-mail yet (bind one first). */
  noEmail: 'EMAIL.NO_EMAIL',
  /** Changing to the address the account already has. */
  sameEmail: 'EMAIL.SAME',
} as const;

export type EmailRefusalCode = (typeof EMAIL_REFUSAL)[keyof typeof EMAIL_REFUSAL];

export const emailRefusalSchema = z.object({
  code: z.enum(Object.values(EMAIL_REFUSAL) as [EmailRefusalCode, ...EmailRefusalCode[]]),
  seconds: z.number().int().nonnegative().optional(),
});

export type EmailRefusal = z.infer<typeof emailRefusalSchema>;
