import type { LoginPayload } from '../../src/application/contracts/login/login-payload.js';
import { LOGIN_FROM } from '../../src/domain/constants.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import type { AccountsDeps, RequestOrigin } from './accounts-deps.js';
import {
  addThirdPartyCredential,
  findThirdPartyCredential,
  findUser,
  hasCredential,
  isUniqueViolation,
  markRegistered,
} from './accounts-repository.js';
import type { UserRow } from './current-user.js';

export type BindOutcome = { readonly ok: true; readonly user: UserRow } | { readonly ok: false; readonly msg: string };

const refused = (msg: string): BindOutcome => ({ ok: false, msg });

/**
 * /account/bind (000 §4) for a third-party identity: gives the signed-in account (normally
 * a tourist) that sign-in; an e-mail is bound with its mailed code (email/bind-email.ts).
 * The account keeps its uid, coins and session and stops being a tourist; the device's next quick sign-in makes a new guest.
 */
export async function bindAccount(deps: AccountsDeps, uid: number, payload: LoginPayload, origin: RequestOrigin): Promise<BindOutcome> {
  if (payload.logined_uid !== undefined && payload.logined_uid !== uid) return refused(ACCOUNT_MESSAGES.bindOwnAccount);
  const now = deps.clock.now();
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
    if (owner === uid) return { ok: true, user: await reloadUser(deps, uid) };
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
    return { ok: true, user: await reloadUser(deps, uid) };
  }
  return refused(ACCOUNT_MESSAGES.bindSource);
}

/** The signed-in account's row after a bind. */
export async function reloadUser(deps: AccountsDeps, uid: number): Promise<UserRow> {
  const user = await findUser(deps.db, uid);
  if (user === undefined) throw new Error(`signed-in user ${uid} does not exist`);
  return user;
}
