import { isEmailFormat } from '../../src/domain/validation/email.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import type { AccountsDeps, RequestOrigin } from './accounts-deps.js';
import { findEmailCredential, setPasswordHash } from './accounts-repository.js';
import { clearFailures } from './login-attempts.js';
import { hashClientPassword } from './password-hash.js';
import { consumeResetCode, issueResetCode } from './reset-codes.js';
import { revokeAllSessions } from './session-repository.js';
import { accountEmail } from './sign-in.js';

export type ResetOutcome = { readonly ok: true } | { readonly ok: false; readonly msg: string };

/** The mail with the code; the sentence is fixed so tools (and tests) find the code easily. */
export function resetCodeMail(to: string, code: string): { to: string; subject: string; text: string } {
  return {
    to,
    subject: 'Your Glint verification code',
    text: `Your Glint verification code is ${code}\n\nIt works once, within 10 minutes. If you did not ask to reset your password, ignore this mail.`,
  };
}

/**
 * /login/forgot-code: mails a code when an account uses the address. The answer is the
 * same either way (only a malformed address is refused), so the call tells nobody who
 * has an account; a failed mail is logged, not reported, for the same reason.
 */
export async function sendResetCode(deps: AccountsDeps, rawEmail: string, origin: RequestOrigin): Promise<ResetOutcome> {
  const email = accountEmail(rawEmail);
  if (!isEmailFormat(email)) return { ok: false, msg: ACCOUNT_MESSAGES.emailFormat };
  if ((await findEmailCredential(deps.db, email)) === undefined) return { ok: true };
  const code = await issueResetCode(deps.db, email, deps.clock.now());
  if (code === null) return { ok: true };
  try {
    await deps.mailer.send(resetCodeMail(email, code));
  } catch (error) {
    origin.log.error({ err: error }, 'reset code mail failed');
  }
  return { ok: true };
}

/**
 * /login/reset-password: the mailed code (single use, RESET_CODE_TTL_MS, limited tries)
 * sets a new password. Every session of the account is signed out, and the sign-in
 * throttle forgets the address's failures: whoever reset it has proven they own it.
 */
export async function resetPassword(deps: AccountsDeps, request: { readonly email: string; readonly code: string; readonly password: string }): Promise<ResetOutcome> {
  const email = accountEmail(request.email);
  const now = deps.clock.now();
  const credential = await findEmailCredential(deps.db, email);
  if (credential === undefined || !(await consumeResetCode(deps.db, email, request.code, now))) return { ok: false, msg: ACCOUNT_MESSAGES.codeInvalid };
  await setPasswordHash(deps.db, credential.uid, await hashClientPassword(request.password));
  await revokeAllSessions(deps.db, credential.uid, now);
  await clearFailures(deps.db, email);
  return { ok: true };
}
