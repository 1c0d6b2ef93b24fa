import { EMAIL_CODE_PURPOSE, type EmailCodePurpose } from '../../../src/application/contracts/account/email-code.contract.js';
import { EMAIL_REFUSAL } from '../../../src/application/contracts/account/email-refusal.js';
import { isEmailFormat } from '../../../src/domain/validation/email.js';
import type { AccountsDeps } from '../accounts-deps.js';
import { accountEmail } from '../sign-in.js';
import { EMAIL_CODE_RESEND_MS, secondsUntil } from './email-binding-policy.js';
import { emailCodeMail } from './email-code-mail.js';
import { EMAIL_STEP, emailOfAccount, isEmailTakenByOther, issueEmailCode, type EmailStep } from './email-code-queries.js';
import { emailRefused, type EmailOutcome } from './email-outcome.js';

const STEP_OF: Readonly<Record<EmailCodePurpose, EmailStep>> = {
  [EMAIL_CODE_PURPOSE.bind]: EMAIL_STEP.bind,
  [EMAIL_CODE_PURPOSE.modifyOld]: EMAIL_STEP.modifyOld,
  [EMAIL_CODE_PURPOSE.modifyNew]: EMAIL_STEP.modifyNew,
};

type Target = { readonly ok: true; readonly email: string } | { readonly ok: false; readonly outcome: EmailOutcome<never> };

/** Where a step's code goes, or why none goes: binding needs no address yet, a change needs one, and a new address must be free. */
async function targetOf(deps: AccountsDeps, uid: number, purpose: EmailCodePurpose, rawEmail: string): Promise<Target> {
  const current = await emailOfAccount(deps.db, uid);
  if (purpose === EMAIL_CODE_PURPOSE.bind && current !== undefined) return { ok: false, outcome: emailRefused({ code: EMAIL_REFUSAL.hasEmail }) };
  if (purpose !== EMAIL_CODE_PURPOSE.bind && current === undefined) return { ok: false, outcome: emailRefused({ code: EMAIL_REFUSAL.noEmail }) };
  if (purpose === EMAIL_CODE_PURPOSE.modifyOld && current !== undefined) return { ok: true, email: current };
  const email = accountEmail(rawEmail);
  if (!isEmailFormat(email)) return { ok: false, outcome: emailRefused({ code: EMAIL_REFUSAL.format }) };
  if (email === current) return { ok: false, outcome: emailRefused({ code: EMAIL_REFUSAL.sameEmail }) };
  if (await isEmailTakenByOther(deps.db, uid, email)) return { ok: false, outcome: emailRefused({ code: EMAIL_REFUSAL.taken }) };
  return { ok: true, email };
}

/**
 * /account/email-code: mails the 4-digit code of one step to the signed-in account's
 * address for it. "Already used by another account" is said here, before anyone waits
 * for a mail: e-mail sign-in tells the same (ok 2) to whoever types the address.
 */
export async function sendEmailCode(deps: AccountsDeps, uid: number, request: { readonly purpose: EmailCodePurpose; readonly email?: string }): Promise<EmailOutcome<{ readonly resendAfterS: number }>> {
  const target = await targetOf(deps, uid, request.purpose, request.email ?? '');
  if (!target.ok) return target.outcome;
  const issued = await issueEmailCode(deps.db, { uid, step: STEP_OF[request.purpose], email: target.email }, deps.clock.now());
  if (issued.kind === 'wait') return emailRefused({ code: EMAIL_REFUSAL.wait, seconds: issued.seconds });
  if (issued.kind === 'daily-cap') return emailRefused({ code: EMAIL_REFUSAL.dailyCap });
  // A failed mail fails the call, unlike a reset's: the person is signed in and the address is theirs to retry.
  await deps.mailer.send(emailCodeMail(target.email, STEP_OF[request.purpose], issued.code));
  return { ok: true, value: { resendAfterS: secondsUntil(EMAIL_CODE_RESEND_MS) } };
}
