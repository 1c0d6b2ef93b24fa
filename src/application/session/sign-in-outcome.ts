import type { z } from 'zod';
import type { randomInfoSchema } from '../contracts/login/login-grant';
import type { ResetRefusalCode } from '../contracts/login/reset-refusal';
import type { BannedInfo } from '../contracts/user/banned-info';
import type { ValidationError } from '../../domain';

export type RandomInfo = z.infer<typeof randomInfoSchema>;

/**
 * Why a sign-in did not start a session. Codes are stable; the views map them to texts
 * (000 §8: login.loginFail toast, login.passWrong dialog, the email-format dialog…).
 */
export type SignInError =
  /** ok 2: the dialog offering to reset the password for `email`. */
  | { readonly code: 'LOGIN.WRONG_PASSWORD'; readonly email: string }
  /** The right credentials of a banned account (000 §6): the banned alert. */
  | { readonly code: 'LOGIN.BANNED'; readonly banned: BannedInfo }
  /** The form did not pass the spec's checks (000 §5); nothing was sent. */
  | { readonly code: 'LOGIN.INVALID_INPUT'; readonly validation: ValidationError }
  /**
   * This browser left for the provider, but the return's state is not the one it sent (or
   * came back too late): the return is ignored (000 §5) and the person told, so they retry.
   */
  | { readonly code: 'LOGIN.STATE_MISMATCH' }
  /** A return this browser has no sign-in pending for (a forged link, a replay): ignored without a word (000 §5, §8). */
  | { readonly code: 'LOGIN.RETURN_UNKNOWN' }
  /** A password-reset refusal the person is told about in their language (too many codes, locked address, wrong code). */
  | { readonly code: ResetRefusalCode }
  /** Anything else (network, refusal, throttling): the login.loginFail toast; `msg` is the server's reason when it gave one. */
  | { readonly code: 'LOGIN.FAILED'; readonly msg: string };

/** A sign-in that started a session: go to the default tab, or to profile completion (sign_type 2). */
export type SignInResult =
  | { readonly ok: true; readonly next: 'home' | 'profile'; readonly isRegister: boolean; readonly randomInfo: RandomInfo | null }
  | { readonly ok: false; readonly error: SignInError };

/** A command without a session change (send a code, reset, complete the profile, log out). */
export type CommandResult = { readonly ok: true } | { readonly ok: false; readonly error: Exclude<SignInError, { readonly code: 'LOGIN.WRONG_PASSWORD' | 'LOGIN.BANNED' | 'LOGIN.STATE_MISMATCH' | 'LOGIN.RETURN_UNKNOWN' }> };

export const signInFailed = (msg: string): { readonly ok: false; readonly error: SignInError & { readonly code: 'LOGIN.FAILED' } } => ({
  ok: false,
  error: { code: 'LOGIN.FAILED', msg },
});

export const invalidInput = (validation: ValidationError): { readonly ok: false; readonly error: SignInError & { readonly code: 'LOGIN.INVALID_INPUT' } } => ({
  ok: false,
  error: { code: 'LOGIN.INVALID_INPUT', validation },
});
