import type { z } from 'zod';
import type { randomInfoSchema } from '../contracts/login/login-grant';
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
  /** The third-party return did not carry the state this browser sent: ignored (000 §5). */
  | { readonly code: 'LOGIN.STATE_MISMATCH' }
  /** Anything else (network, refusal, throttling): the login.loginFail toast; `msg` is the server's reason when it gave one. */
  | { readonly code: 'LOGIN.FAILED'; readonly msg: string };

/** A sign-in that started a session: go to the default tab, or to profile completion (sign_type 2). */
export type SignInResult =
  | { readonly ok: true; readonly next: 'home' | 'profile'; readonly isRegister: boolean; readonly randomInfo: RandomInfo | null }
  | { readonly ok: false; readonly error: SignInError };

/** A command without a session change (send a code, reset, complete the profile, log out). */
export type CommandResult = { readonly ok: true } | { readonly ok: false; readonly error: Exclude<SignInError, { readonly code: 'LOGIN.WRONG_PASSWORD' | 'LOGIN.BANNED' | 'LOGIN.STATE_MISMATCH' }> };

export const signInFailed = (msg: string): { readonly ok: false; readonly error: SignInError & { readonly code: 'LOGIN.FAILED' } } => ({
  ok: false,
  error: { code: 'LOGIN.FAILED', msg },
});

export const invalidInput = (validation: ValidationError): { readonly ok: false; readonly error: SignInError & { readonly code: 'LOGIN.INVALID_INPUT' } } => ({
  ok: false,
  error: { code: 'LOGIN.INVALID_INPUT', validation },
});
