import { RESET_REFUSAL, type ResetRefusalCode } from '../../src/application/contracts/login/reset-refusal.js';
import { isEmailFormat } from '../../src/domain/validation/email.js';
import type { MailMessage } from '../mail/mailer.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import type { AccountsDeps, RequestOrigin } from './accounts-deps.js';
import { RESET_LOCK_FAILURES } from './accounts-policy.js';
import { findEmailCredential, setPasswordHash } from './accounts-repository.js';
import { clearFailures } from './login-attempts.js';
import { hashClientPassword } from './password-hash.js';
import { guessResetCode, requestResetCode } from './reset-codes.js';
import type { ResetRequestVerdict } from './reset-code-limits.js';
import { revokeAllSessions } from './session-repository.js';
import { accountEmail } from './sign-in.js';

/** A refusal carries a stable code (the client words it) beside the server's English `msg`. */
export type ResetOutcome = { readonly ok: true } | { readonly ok: false; readonly msg: string; readonly code?: ResetRefusalCode };

/** Where the mailed link opens the app: its forgot-password page, with the address and the link token. */
export function resetLinkUrl(appOrigin: string, email: string, linkToken: string): string {
  return `${appOrigin}/#/pages/login/forgot-password?email=${encodeURIComponent(email)}&token=${linkToken}`;
}

/** The mail with the code and the link; the sentence is fixed so tools (and tests) find the code easily. */
export function resetCodeMail(to: string, mailed: { readonly code: string; readonly link: string }): MailMessage {
  return {
    to,
    subject: 'Your Glint verification code',
    text:
      `Your Glint verification code is ${mailed.code}\n\n` +
      `On a device you have not signed in on before, open this link there first, then enter the code:\n${mailed.link}\n\n` +
      'The code and the link work once, within 10 minutes. If you did not ask to reset your password, ignore this mail.',
  };
}

/** The mail telling the owner that wrong codes locked the reset of their address. */
export function resetLockedMail(to: string): MailMessage {
  return {
    to,
    subject: 'Password reset locked on your Glint account',
    text: `Someone entered ${RESET_LOCK_FAILURES} wrong verification codes for your Glint account, so resetting its password is locked for up to 24 hours.\n\nYour password has not changed and you can still sign in with it. If this was not you, nothing else is needed.`,
  };
}

const REQUEST_REFUSALS: Partial<Record<ResetRequestVerdict, ResetOutcome>> = {
  locked: { ok: false, msg: ACCOUNT_MESSAGES.resetLocked, code: RESET_REFUSAL.addressLocked },
  'address-cap': { ok: false, msg: ACCOUNT_MESSAGES.resetAddressCap, code: RESET_REFUSAL.addressDailyCap },
  'client-cap': { ok: false, msg: ACCOUNT_MESSAGES.resetClientCap, code: RESET_REFUSAL.clientHourlyCap },
};

async function mailQuietly(deps: AccountsDeps, origin: RequestOrigin, message: MailMessage, what: string): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    origin.log.error({ err: error, what }, 'account mail failed');
  }
}

/**
 * /login/forgot-code: mails a code when an account uses the address. The caps and the lock
 * are counted alike either way and the answers are the same (only a malformed address is
 * refused), so the endpoint tells nobody who has an account; a failed mail is logged, not
 * reported, for the same reason.
 */
export async function sendResetCode(deps: AccountsDeps, rawEmail: string, origin: RequestOrigin): Promise<ResetOutcome> {
  const email = accountEmail(rawEmail);
  if (!isEmailFormat(email)) return { ok: false, msg: ACCOUNT_MESSAGES.emailFormat };
  const hasAccount = (await findEmailCredential(deps.db, email)) !== undefined;
  const request = await requestResetCode(deps.db, { email, ip: origin.ip, hasAccount }, deps.clock.now());
  if (request.mailed !== null) {
    const link = resetLinkUrl(deps.appOrigin, email, request.mailed.linkToken);
    await mailQuietly(deps, origin, resetCodeMail(email, { code: request.mailed.code, link }), 'reset code');
  }
  return REQUEST_REFUSALS[request.verdict] ?? { ok: true };
}

/**
 * /login/reset-password: the mailed code (single use, RESET_CODE_TTL_MS, limited tries,
 * and RESET_LOCK_FAILURES wrong ones per address a day) sets a new password. It is only
 * checked from a device that signed in to the account before or beside the mail's link
 * token; otherwise the answer asks for the link (RESET.OPEN_MAIL_LINK). Every session
 * of the account is signed out, and the sign-in throttle forgets the address's failures:
 * whoever reset it has proven they own it. The guess that locks the address mails its owner.
 */
export async function resetPassword(
  deps: AccountsDeps,
  request: { readonly email: string; readonly code: string; readonly password: string; readonly device_id?: string; readonly reset_token?: string },
  origin: RequestOrigin,
): Promise<ResetOutcome> {
  const email = accountEmail(request.email);
  const now = deps.clock.now();
  const credential = await findEmailCredential(deps.db, email);
  const guess = await guessResetCode(deps.db, { email, code: request.code, uid: credential?.uid ?? null, deviceId: request.device_id, linkToken: request.reset_token }, now);
  if (guess.kind === 'unproven') return { ok: false, msg: ACCOUNT_MESSAGES.resetOpenMailLink, code: RESET_REFUSAL.openMailLink };
  if (guess.kind === 'locked') return { ok: false, msg: ACCOUNT_MESSAGES.resetLocked, code: RESET_REFUSAL.addressLocked };
  if (guess.kind === 'wrong' || credential === undefined) {
    if (guess.kind === 'wrong' && guess.lockedNow && credential !== undefined) await mailQuietly(deps, origin, resetLockedMail(email), 'reset locked');
    return { ok: false, msg: ACCOUNT_MESSAGES.codeInvalid, code: RESET_REFUSAL.codeInvalid };
  }
  await setPasswordHash(deps.db, credential.uid, await hashClientPassword(request.password));
  await revokeAllSessions(deps.db, credential.uid, now);
  await clearFailures(deps.db, email);
  return { ok: true };
}
