import { EMAIL_REFUSAL } from '../../../src/application/contracts/account/email-refusal.js';
import { isEmailFormat } from '../../../src/domain/validation/email.js';
import type { AccountsDeps } from '../accounts-deps.js';
import { addEmailCredential, isUniqueViolation, markRegistered } from '../accounts-repository.js';
import { hashClientPassword } from '../password-hash.js';
import { accountEmail } from '../sign-in.js';
import { BIND_EMAIL_REWARD_COINS, bindEmailRewardKey } from './email-binding-policy.js';
import { EMAIL_STEP, changeAccountEmail, emailOfAccount, isEmailTakenByOther, lockAccountEmail, takeEmailCodes } from './email-code-queries.js';
import { emailRefused, type EmailOutcome } from './email-outcome.js';

export interface EmailBindRequest {
  readonly email: string;
  /** The md5 of the password the address will sign in with. */
  readonly passwordDigest: string;
  readonly code: string;
}

/**
 * Binds an e-mail to the signed-in account with the code mailed to it (001 §2 bind-email):
 * same uid, coins, chats and follows; no longer a tourist. Under the account's lock, so of
 * ten taps at once one binds and the others find the address already bound, which they
 * answer as success. The reward goes through the ledger with one key per account: credited
 * once whatever the taps and retries, and a retry after a crash between the two still pays.
 * `rewardCoins` is what this call credited.
 */
export async function bindEmailWithCode(deps: AccountsDeps, uid: number, request: EmailBindRequest): Promise<EmailOutcome<{ readonly rewardCoins: number }>> {
  const email = accountEmail(request.email);
  if (!isEmailFormat(email)) return emailRefused({ code: EMAIL_REFUSAL.format });
  const passwordHash = await hashClientPassword(request.passwordDigest);
  const bound = await bindUnderLock(deps, uid, { email, passwordHash, code: request.code }, deps.clock.now());
  if (!bound.ok) return bound;
  const granted = await deps.ledger.grant(uid, BIND_EMAIL_REWARD_COINS, 'reward', bindEmailRewardKey(uid), { source: 'bind-email' });
  if (!granted.ok) throw new Error(`bind-email reward for ${uid}: ${granted.error.code}`);
  return { ok: true, value: { rewardCoins: granted.value.replayed ? 0 : BIND_EMAIL_REWARD_COINS } };
}

async function bindUnderLock(deps: AccountsDeps, uid: number, request: { readonly email: string; readonly passwordHash: string; readonly code: string }, now: number): Promise<EmailOutcome<null>> {
  const { email, passwordHash } = request;
  try {
    return await deps.db.transaction().execute(async (trx): Promise<EmailOutcome<null>> => {
      await lockAccountEmail(trx, uid);
      const current = await emailOfAccount(trx, uid);
      if (current === email) return { ok: true, value: null };
      if (current !== undefined) return emailRefused({ code: EMAIL_REFUSAL.hasEmail });
      if (await isEmailTakenByOther(trx, uid, email)) return emailRefused({ code: EMAIL_REFUSAL.taken });
      const codes = await takeEmailCodes(trx, uid, [{ step: EMAIL_STEP.bind, email, code: request.code }], now);
      if (!codes.ok) return emailRefused({ code: codes.check === 'expired' ? EMAIL_REFUSAL.codeExpired : EMAIL_REFUSAL.codeWrong });
      await addEmailCredential(trx, uid, email, passwordHash, now);
      await changeAccountEmail(trx, uid, email, now);
      await markRegistered(trx, uid, now);
      return { ok: true, value: null };
    });
  } catch (error) {
    // Another account bound the address between the check and the insert.
    if (isUniqueViolation(error)) return emailRefused({ code: EMAIL_REFUSAL.taken });
    throw error;
  }
}
