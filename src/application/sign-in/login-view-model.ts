import type { LiveState } from '../live-state';

/**
 * Error codes the sign-in views know how to show (000 §5, §8). The accounts work maps its
 * failures onto these; any other code shows the generic `login.loginFail` toast.
 */
export type LoginErrorCode =
  | 'LOGIN.FAILED' // toast login.loginFail
  | 'LOGIN.WRONG_PASSWORD' // result ok 2: dialog tips + login.passWrong, "reset" goes to forgot-password
  | 'LOGIN.STATE_MISMATCH' // a third-party return with another state than the one sent: toast login.thirdPartyStateMismatch
  | 'LOGIN.RETURN_UNKNOWN' // a third-party return nothing was pending for: nothing shown
  | 'LOGIN.EMAIL_FORMAT' // dialog tips: validation.emailFormat with "got it"
  | 'LOGIN.EMAIL_PASSWORD_REQUIRED'
  | 'LOGIN.PASSWORD_TOO_SHORT'
  | 'LOGIN.PASSWORD_MISMATCH'
  | 'LOGIN.CODE_REQUIRED'
  | 'LOGIN.CODE_INVALID'
  | 'PROFILE.NICKNAME_REQUIRED'
  | 'PROFILE.UNDER_AGE';

export type LoginOutcome =
  | { readonly ok: true; readonly next: 'home' | 'profile' }
  | { readonly ok: false; readonly error: { readonly code: LoginErrorCode | (string & {}) } };

export type CommandOutcome = { readonly ok: true } | { readonly ok: false; readonly error: { readonly code: LoginErrorCode | (string & {}) } };

export interface ProfileDraft {
  readonly nickname: string;
  /** YYYY-MM-DD. */
  readonly birthday: string;
  /** 0 unknown, 1 male, 2 female; left out when the user did not say. */
  readonly sex?: number;
}

/** What the login sheet, the email pages and profile completion need from the session. */
export interface LoginViewModel {
  /** The agree-to-terms box: starts ticked, and the choice is remembered (000 §2). */
  readonly agreed$: LiveState<boolean>;
  setAgreed(agreed: boolean): void;
  /** Quick sign-in (login_from 7) and the third-party account (24, web only). */
  signInQuick(): Promise<LoginOutcome>;
  signInThirdParty(): Promise<LoginOutcome>;
  /** Email sign-in (login_from 19); `next: 'profile'` for a new account (sign_type 2). */
  signInWithEmail(email: string, password: string): Promise<LoginOutcome>;
  sendResetCode(email: string): Promise<CommandOutcome>;
  /** `linkToken`: the token of the mailed link the page was opened from, if any. */
  resetPassword(email: string, code: string, password: string, confirm: string, linkToken?: string): Promise<CommandOutcome>;
  /** Profile completion after a new account; `suggestedNickname` comes from random_info. */
  readonly suggestedNickname$: LiveState<string>;
  completeProfile(draft: ProfileDraft): Promise<CommandOutcome>;
}
