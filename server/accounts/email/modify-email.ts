import { EMAIL_REFUSAL } from '../../../src/application/contracts/account/email-refusal.js';
import { isEmailFormat } from '../../../src/domain/validation/email.js';
import type { AccountsDeps } from '../accounts-deps.js';
import { accountEmail } from '../sign-in.js';
import { EMAIL_STEP, changeAccountEmail, emailOfAccount, isEmailTakenByOther, lockAccountEmail, takeEmailCodes } from './email-code-queries.js';
import { emailRefused, type EmailOutcome } from './email-outcome.js';

/**
 * Moves the account's sign-in address (001 §2 modify-email): the code mailed to the old
 * address proves the owner asks, the one mailed to the new proves the new one is theirs.
 * Both are checked before either is spent. The password, the uid and everything else stay.
 */
export async function modifyEmail(deps: AccountsDeps, uid: number, request: { readonly email: string; readonly oldCode: string; readonly newCode: string }): Promise<EmailOutcome<{ readonly email: string }>> {
  const email = accountEmail(request.email);
  if (!isEmailFormat(email)) return emailRefused({ code: EMAIL_REFUSAL.format });
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx): Promise<EmailOutcome<{ readonly email: string }>> => {
    await lockAccountEmail(trx, uid);
    const current = await emailOfAccount(trx, uid);
    if (current === undefined) return emailRefused({ code: EMAIL_REFUSAL.noEmail });
    if (current === email) return emailRefused({ code: EMAIL_REFUSAL.sameEmail });
    if (await isEmailTakenByOther(trx, uid, email)) return emailRefused({ code: EMAIL_REFUSAL.taken });
    const codes = await takeEmailCodes(
      trx,
      uid,
      [
        { step: EMAIL_STEP.modifyOld, email: current, code: request.oldCode },
        { step: EMAIL_STEP.modifyNew, email, code: request.newCode },
      ],
      now,
    );
    if (!codes.ok) return emailRefused({ code: codes.check === 'expired' ? EMAIL_REFUSAL.codeExpired : EMAIL_REFUSAL.codeWrong });
    await changeAccountEmail(trx, uid, email, now);
    return { ok: true, value: { email } };
  });
}
