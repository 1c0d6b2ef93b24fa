import type { BannedInfo } from '../../src/application/contracts/user/banned-info.js';
import type { LoginPayload } from '../../src/application/contracts/login/login-payload.js';
import { LOGIN_FROM, MS_PER_SECOND } from '../../src/domain/constants.js';
import { isEmailFormat, normalizeEmail } from '../../src/domain/validation/email.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import type { AccountsDeps, RequestOrigin } from './accounts-deps.js';
import {
  addEmailCredential,
  addThirdPartyCredential,
  createUser,
  findEmailCredential,
  findGuestOfDevice,
  findThirdPartyCredential,
  findUser,
  isUniqueViolation,
  touchDevice,
  type DeviceSeen,
} from './accounts-repository.js';
import { bannedInfoOf, type UserRow } from './current-user.js';
import { recordAttempt } from './login-attempts.js';
import { hashClientPassword, verifyClientPassword } from './password-hash.js';
import { randomNickname } from './random-profile.js';
import { issueSession, type IssuedSession } from './session-repository.js';
import { checkSignInThrottle } from './sign-in-throttle.js';

const NICKNAME_MAX = 64;

/** How a sign-in ended; the endpoint turns it into `ok`, `msg` and `data`. */
export type SignInOutcome =
  | { readonly kind: 'session'; readonly user: UserRow; readonly issued: IssuedSession; readonly isRegister: boolean; readonly thirdPartyEmail?: string }
  | { readonly kind: 'banned'; readonly info: BannedInfo }
  | { readonly kind: 'wrong-password' }
  | { readonly kind: 'refused'; readonly msg: string };

const refused = (msg: string): SignInOutcome => ({ kind: 'refused', msg });

/** The address as accounts are keyed: no whitespace (000 §5), lower case. */
export function accountEmail(raw: string): string {
  return normalizeEmail(raw).toLowerCase();
}

export function deviceOf(payload: Pick<LoginPayload, 'device_id' | 'platform' | 'app_version'>, origin: RequestOrigin): DeviceSeen {
  return { deviceId: payload.device_id, platform: payload.platform, appVersion: payload.app_version, userAgent: origin.userAgent, sentAt: origin.sentAt };
}

/** /login/handle by source (000 §3 login sources). */
export async function signIn(deps: AccountsDeps, payload: LoginPayload, origin: RequestOrigin): Promise<SignInOutcome> {
  switch (payload.login_from) {
    case LOGIN_FROM.quick:
    case LOGIN_FROM.auto:
      return signInAsGuest(deps, payload, origin);
    case LOGIN_FROM.email:
      return signInWithEmail(deps, payload, origin);
    case LOGIN_FROM.thirdParty:
      return signInWithThirdParty(deps, payload, origin);
    case LOGIN_FROM.platform:
      return refused(ACCOUNT_MESSAGES.platformUnsupported);
  }
}

/**
 * Quick (7) and auto (23) sign-in: the device's guest account, created on first use.
 * The device id is the guest's only credential, which is why it must be long and random.
 */
async function signInAsGuest(deps: AccountsDeps, payload: LoginPayload, origin: RequestOrigin): Promise<SignInOutcome> {
  const now = deps.clock.now();
  const existing = await findGuestOfDevice(deps.db, payload.device_id);
  const user = existing ?? (await createUser(deps.db, { nickname: newNickname(payload), isTourist: true, sex: payload.userInfo?.sex }, now));
  return startSession(deps, user, { device: deviceOf(payload, origin), isRegister: existing === undefined });
}

/**
 * Email (19): a known address signs in with its password (throttled); an unknown one
 * registers. The stored hash is argon2id over the md5 the client sends.
 */
async function signInWithEmail(deps: AccountsDeps, payload: LoginPayload, origin: RequestOrigin): Promise<SignInOutcome> {
  const email = accountEmail(payload.email ?? '');
  const digest = payload.password ?? '';
  if (!isEmailFormat(email)) return refused(ACCOUNT_MESSAGES.emailFormat);
  const device = deviceOf(payload, origin);

  const credential = await findEmailCredential(deps.db, email);
  if (credential === undefined) {
    const registered = await register(deps, email, digest, payload);
    // Lost a race with a registration of the same address: check the password like any sign-in.
    if (registered === 'taken') return signInWithEmail(deps, payload, origin);
    return startSession(deps, registered, { device, isRegister: true });
  }

  const now = deps.clock.now();
  const verdict = await checkSignInThrottle(deps.db, { email, uid: credential.uid, ip: origin.ip, deviceId: device.deviceId }, now);
  if (!verdict.allowed) return refused(ACCOUNT_MESSAGES.tooManyAttempts(Math.ceil(verdict.retryAfterMs / MS_PER_SECOND)));
  const matches = credential.passwordHash !== null && (await verifyClientPassword(credential.passwordHash, digest));
  if (!matches) {
    await recordAttempt(deps.db, verdict.record.onFailure, false, now);
    return { kind: 'wrong-password' };
  }
  await recordAttempt(deps.db, verdict.record.onSuccess, true, now);
  const user = await findUser(deps.db, credential.uid);
  if (user === undefined) throw new Error(`credential of ${email} points at missing user ${credential.uid}`);
  return startSession(deps, user, { device, isRegister: false });
}

async function register(deps: AccountsDeps, email: string, digest: string, payload: LoginPayload): Promise<UserRow | 'taken'> {
  const passwordHash = await hashClientPassword(digest);
  const now = deps.clock.now();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const user = await createUser(trx, { nickname: newNickname(payload), isTourist: false, sex: payload.userInfo?.sex }, now);
      await addEmailCredential(trx, user.uid, email, passwordHash, now);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

/**
 * Third-party (24): the server redeems the authorization code with the PKCE verifier and
 * signs in the account linked to the provider's subject, creating it on first use. An
 * account is never linked by matching email addresses: that would hand an email account
 * to whoever controls a provider account claiming the same address (bind it instead).
 */
async function signInWithThirdParty(deps: AccountsDeps, payload: LoginPayload, origin: RequestOrigin): Promise<SignInOutcome> {
  const grant = payload.third_party;
  if (deps.oidc === null) return refused(ACCOUNT_MESSAGES.thirdPartyOff);
  if (grant === undefined) return refused(ACCOUNT_MESSAGES.thirdPartyFailed);
  const exchanged = await deps.oidc.exchange({ code: grant.code, codeVerifier: grant.code_verifier, redirectUri: grant.redirect_uri });
  if (!exchanged.ok) {
    origin.log.warn({ detail: exchanged.error.detail }, 'third-party sign-in failed');
    return refused(ACCOUNT_MESSAGES.thirdPartyFailed);
  }
  const identity = exchanged.value;
  const device = deviceOf(payload, origin);
  const linked = await findThirdPartyCredential(deps.db, identity.provider, identity.subject);
  if (linked !== undefined) {
    const user = await findUser(deps.db, linked);
    if (user === undefined) throw new Error(`third-party credential points at missing user ${linked}`);
    return startSession(deps, user, { device, isRegister: false, thirdPartyEmail: identity.email });
  }
  const now = deps.clock.now();
  const nickname = identity.name?.trim().slice(0, NICKNAME_MAX) || newNickname(payload);
  try {
    const user = await deps.db.transaction().execute(async (trx) => {
      const created = await createUser(trx, { nickname, isTourist: false, sex: payload.userInfo?.sex }, now);
      await addThirdPartyCredential(trx, created.uid, identity.provider, identity.subject, identity.emailVerified, now);
      return created;
    });
    return startSession(deps, user, { device, isRegister: true, thirdPartyEmail: identity.email });
  } catch (error) {
    // The same provider account signed up twice at once: the first one's account stands.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findThirdPartyCredential(deps.db, identity.provider, identity.subject);
    const user = winner === undefined ? undefined : await findUser(deps.db, winner);
    if (user === undefined) throw error;
    return startSession(deps, user, { device, isRegister: false, thirdPartyEmail: identity.email });
  }
}

/** Every successful sign-in ends here: a banned account gets its ban, anyone else a new session. */
export async function startSession(
  deps: AccountsDeps,
  user: UserRow,
  context: { readonly device: DeviceSeen; readonly isRegister: boolean; readonly thirdPartyEmail?: string },
): Promise<SignInOutcome> {
  const now = deps.clock.now();
  const ban = bannedInfoOf(user, now);
  if (ban !== null) return { kind: 'banned', info: ban };
  await touchDevice(deps.db, user.uid, context.device, now);
  const issued = await issueSession(deps.db, user.uid, context.device.deviceId, now, context.device.sentAt ?? now);
  return { kind: 'session', user, issued, isRegister: context.isRegister, thirdPartyEmail: context.thirdPartyEmail };
}

function newNickname(payload: LoginPayload): string {
  return payload.userInfo?.nickname?.trim().slice(0, NICKNAME_MAX) || randomNickname();
}
