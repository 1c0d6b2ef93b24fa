import type { LoginPayload } from '../../src/application/contracts/login/login-payload.js';
import { LOGIN_FROM } from '../../src/domain/constants.js';
import { isEmailFormat } from '../../src/domain/validation/email.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import type { AccountsDeps, RequestOrigin } from './accounts-deps.js';
import {
  addEmailCredential,
  addThirdPartyCredential,
  findThirdPartyCredential,
  findUser,
  hasCredential,
  isUniqueViolation,
  markRegistered,
} from './accounts-repository.js';
import type { UserRow } from './current-user.js';
import { hashClientPassword } from './password-hash.js';
import { accountEmail } from './sign-in.js';

export type BindOutcome = { readonly ok: true; readonly user: UserRow } | { readonly ok: false; readonly msg: string };

const refused = (msg: string): BindOutcome => ({ ok: false, msg });

/**
 * /account/bind (000 §4): gives the signed-in account (normally a tourist) an email and
 * password or a third-party identity. The account keeps its uid, coins and session and
 * stops being a tourist; the device's next quick sign-in makes a new guest.
 */
export async function bindAccount(deps: AccountsDeps, uid: number, payload: LoginPayload, origin: RequestOrigin): Promise<BindOutcome> {
  if (payload.logined_uid !== undefined && payload.logined_uid !== uid) return refused(ACCOUNT_MESSAGES.bindOwnAccount);
  const now = deps.clock.now();
  if (payload.login_from === LOGIN_FROM.email) {
    const email = accountEmail(payload.email ?? '');
    if (!isEmailFormat(email)) return refused(ACCOUNT_MESSAGES.emailFormat);
    if (await hasCredential(deps.db, uid, 'email')) return refused(ACCOUNT_MESSAGES.bindHasEmail);
    const passwordHash = await hashClientPassword(payload.password ?? '');
    try {
      await deps.db.transaction().execute(async (trx) => {
        await addEmailCredential(trx, uid, email, passwordHash, now);
        await markRegistered(trx, uid, now);
      });
    } catch (error) {
      if (isUniqueViolation(error)) return refused(ACCOUNT_MESSAGES.emailTaken);
      throw error;
    }
    return reload(deps, uid);
  }

  if (payload.login_from === LOGIN_FROM.thirdParty) {
    const grant = payload.third_party;
    if (deps.oidc === null) return refused(ACCOUNT_MESSAGES.thirdPartyOff);
    if (grant === undefined) return refused(ACCOUNT_MESSAGES.thirdPartyFailed);
    const exchanged = await deps.oidc.exchange({ code: grant.code, codeVerifier: grant.code_verifier, redirectUri: grant.redirect_uri });
    if (!exchanged.ok) {
      origin.log.warn({ detail: exchanged.error.detail }, 'third-party bind failed');
      return refused(ACCOUNT_MESSAGES.thirdPartyFailed);
    }
    const { provider, subject, emailVerified } = exchanged.value;
    const owner = await findThirdPartyCredential(deps.db, provider, subject);
    if (owner === uid) return reload(deps, uid);
    if (owner !== undefined) return refused(ACCOUNT_MESSAGES.thirdPartyTaken);
    if (await hasCredential(deps.db, uid, 'third_party', provider)) return refused(ACCOUNT_MESSAGES.bindHasThirdParty);
    try {
      await deps.db.transaction().execute(async (trx) => {
        await addThirdPartyCredential(trx, uid, provider, subject, emailVerified, now);
        await markRegistered(trx, uid, now);
      });
    } catch (error) {
      if (isUniqueViolation(error)) return refused(ACCOUNT_MESSAGES.thirdPartyTaken);
      throw error;
    }
    return reload(deps, uid);
  }
  return refused(ACCOUNT_MESSAGES.bindSource);
}

async function reload(deps: AccountsDeps, uid: number): Promise<BindOutcome> {
  const user = await findUser(deps.db, uid);
  if (user === undefined) throw new Error(`signed-in user ${uid} does not exist`);
  return { ok: true, user };
}
