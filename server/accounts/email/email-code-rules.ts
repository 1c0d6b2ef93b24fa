import { EMAIL_CODE_MAX_TRIES, EMAIL_CODE_RESEND_MS, EMAIL_CODES_PER_ACCOUNT, secondsUntil } from './email-binding-policy.js';

/** What the server knows about an account's codes when it asks for one more. */
export interface EmailCodeHistory {
  /** When the latest code for this step was mailed, or null. */
  readonly lastForStepAt: number | null;
  /** Codes mailed to the account within EMAIL_CODE_CAP_WINDOW_MS, over every step. */
  readonly mailedInWindow: number;
}

export type EmailCodeRequestVerdict = { readonly kind: 'send' } | { readonly kind: 'wait'; readonly seconds: number } | { readonly kind: 'daily-cap' };

/** The rule for one more code: not twice within EMAIL_CODE_RESEND_MS for one step, not past the account's cap. */
export function emailCodeRequestVerdict(history: EmailCodeHistory, now: number): EmailCodeRequestVerdict {
  if (history.lastForStepAt !== null && now - history.lastForStepAt < EMAIL_CODE_RESEND_MS) {
    return { kind: 'wait', seconds: secondsUntil(history.lastForStepAt + EMAIL_CODE_RESEND_MS - now) };
  }
  return history.mailedInWindow >= EMAIL_CODES_PER_ACCOUNT ? { kind: 'daily-cap' } : { kind: 'send' };
}

/** The account's latest code for a step, as stored. */
export interface StoredEmailCode {
  readonly email: string;
  readonly attempts: number;
  readonly expiresAt: number;
  readonly consumedAt: number | null;
}

export type EmailCodeCheck = 'accepted' | 'wrong' | 'expired';

/**
 * One typed code against the step's latest: none, or one for another address, is wrong;
 * one used, past EMAIL_CODE_TTL_MS or tried EMAIL_CODE_MAX_TRIES times is expired (the
 * person asks for a new one); otherwise it is accepted when it matches.
 */
export function checkEmailCode(stored: StoredEmailCode | undefined, email: string, matches: boolean, now: number): EmailCodeCheck {
  if (stored === undefined || stored.email !== email) return 'wrong';
  if (stored.consumedAt !== null || stored.expiresAt <= now || stored.attempts >= EMAIL_CODE_MAX_TRIES) return 'expired';
  return matches ? 'accepted' : 'wrong';
}
