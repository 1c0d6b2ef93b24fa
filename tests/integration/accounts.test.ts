import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAdmin } from '../../server/admin/admin-client.js';
import { accountBindContract } from '../../src/application/contracts/account/bind.contract.js';
import { loginAppInfoContract } from '../../src/application/contracts/login/app-info.contract.js';
import { loginGoogleIndexContract } from '../../src/application/contracts/login/google-index.contract.js';
import { loginHandleContract } from '../../src/application/contracts/login/handle.contract.js';
import { loginRefreshContract } from '../../src/application/contracts/login/refresh.contract.js';
import { loginResetPasswordContract } from '../../src/application/contracts/login/reset-password.contract.js';
import { profileBalanceContract } from '../../src/application/contracts/profile/balance.contract.js';
import { profileInitContract } from '../../src/application/contracts/profile/init.contract.js';
import { signStatContract } from '../../src/application/contracts/sign/stat.contract.js';
import { userCheckDeviceContract } from '../../src/application/contracts/user/check-device.contract.js';
import { PUSH_TOKEN_TYPE, userPushTokenContract } from '../../src/application/contracts/user/push-token.contract.js';
import { userSyncPermissionContract } from '../../src/application/contracts/user/sync-permission.contract.js';
import { createEmailBindingServices } from '../../src/application/email-binding/email-binding-services.js';
import { EMAIL_CODE_PURPOSE } from '../../src/application/contracts/account/email-code.contract.js';
import { completeProfile } from '../../src/application/session/complete-profile.js';
import { forgotPassword } from '../../src/application/session/forgot-password.js';
import { loginEmail } from '../../src/application/session/login-email.js';
import { loginQuick } from '../../src/application/session/login-quick.js';
import { logout } from '../../src/application/session/logout.js';
import { RESET_LOCK_WINDOW_MS, ROTATION_GRACE_MS } from '../../server/accounts/accounts-policy.js';
import { refreshSession } from '../../src/application/session/refresh-session.js';
import { resetPassword } from '../../src/application/session/reset-password.js';
import { testUser } from '../../src/application/session/session-test-kit.js';
import { LOGIN_FROM, WELCOME_FREE_MATCHES } from '../../src/domain/constants.js';
import { latestCodeFor, newDeviceId, startAccountsServer, testBrowser, type AccountsServer, type TestBrowser } from '../support/accounts-harness.js';

const MINUTE_MS = 60_000;
const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'staple battery horse';

let server: AccountsServer;
let emailCounter = 0;
const newEmail = (): string => `user${++emailCounter}.${Date.now()}@example.com`;

beforeAll(async () => {
  // Every test here signs in from the one loopback address, far more often than the sign-in rate
  // limit (server/rate-limits) lets one client; these tests are about the accounts, so it is raised.
  server = await startAccountsServer({ env: { RATE_LIMIT_FACTOR: '100' } });
});
afterAll(async () => server.close());

/** A registered account with a completed profile, signed in on its own browser. */
async function registeredUser(email = newEmail()) {
  const browser = testBrowser(server);
  const registered = await loginEmail(browser, email, PASSWORD);
  expect(registered).toMatchObject({ ok: true, next: 'profile', isRegister: true });
  expect(await completeProfile(browser, { nickname: 'Ana', birthday: '1990-04-02' })).toEqual({ ok: true });
  return { browser, email, uid: browser.store.uid$.getValue() ?? -1 };
}

describe('quick sign-in', () => {
  it('gives the same guest account to the same device twice, and another one to another device', async () => {
    const deviceId = newDeviceId();
    const first = testBrowser(server, deviceId);
    const again = testBrowser(server, deviceId);
    const elsewhere = testBrowser(server);

    expect(await loginQuick(first)).toMatchObject({ ok: true, next: 'home', isRegister: true });
    expect(await loginQuick(again)).toMatchObject({ ok: true, next: 'home', isRegister: false });
    await loginQuick(elsewhere);

    expect(first.store.uid$.getValue()).not.toBeNull();
    expect(again.store.uid$.getValue()).toBe(first.store.uid$.getValue());
    expect(elsewhere.store.uid$.getValue()).not.toBe(first.store.uid$.getValue());
    expect(again.store.isTourist$.getValue()).toBe(true);
  });

  it('rotates the token on every sign-in: the device’s previous token stops working', async () => {
    const deviceId = newDeviceId();
    const first = testBrowser(server, deviceId);
    await loginQuick(first);
    await loginQuick(testBrowser(server, deviceId));
    const stale = await first.http.request(profileBalanceContract, {});
    expect(stale).toMatchObject({ ok: false, error: { code: 'API.LOGGED_OUT', status: 401 } });
    expect(first.store.loggedIn$.getValue()).toBe(false);
  });

  it('says first install until an account signs in from the device', async () => {
    const browser = testBrowser(server);
    const stat = () => browser.http.request(signStatContract, { device_id: browser.device.device_id });
    expect(await stat()).toMatchObject({ ok: true, data: { is_first_install: 1 } });
    await loginQuick(browser);
    expect(await stat()).toMatchObject({ ok: true, data: { is_first_install: 0 } });
  });
});

describe('new accounts', () => {
  it('start with the welcome gift of free matches, guest and registered alike, and /profile/init shows it', async () => {
    const guest = testBrowser(server);
    expect((await loginQuick(guest)).ok).toBe(true);
    const registered = testBrowser(server);
    expect((await loginEmail(registered, newEmail(), PASSWORD)).ok).toBe(true);
    for (const browser of [guest, registered]) {
      const init = await browser.http.request(profileInitContract, { user_agent: 'Mozilla/5.0 (test)' });
      expect(init.ok && init.data.match_info.match_free_count).toBe(WELCOME_FREE_MATCHES);
    }
  });
});

describe('email accounts', () => {
  it('registers, signs in, refuses a wrong password with ok 2, resets by mailed code, and revokes on logout', async () => {
    const { browser, email, uid } = await registeredUser();

    const elsewhere = testBrowser(server);
    expect(await loginEmail(elsewhere, email, PASSWORD)).toEqual({ ok: true, next: 'home', isRegister: false, randomInfo: null });
    expect(elsewhere.store.uid$.getValue()).toBe(uid);

    const wrong = await elsewhere.http.request(loginHandleContract, { login_from: LOGIN_FROM.email, email, password: elsewhere.crypto.md5Hex('not the password'), ...elsewhere.device });
    // No msg: a success code's message would show as a toast over the client's own dialog.
    expect(wrong).toMatchObject({ ok: true, code: 2, msg: '' });
    expect(await loginEmail(testBrowser(server), email, 'not the password')).toEqual({ ok: false, error: { code: 'LOGIN.WRONG_PASSWORD', email } });

    expect(await forgotPassword(browser.http, email)).toEqual({ ok: true });
    const code = latestCodeFor(server, email);
    expect(await resetPassword(browser, { email, code, password: NEW_PASSWORD, confirmation: NEW_PASSWORD })).toEqual({ ok: true });

    // A reset signs every device out.
    expect(await elsewhere.http.request(profileBalanceContract, {})).toMatchObject({ ok: false, error: { code: 'API.LOGGED_OUT' } });
    expect(await loginEmail(testBrowser(server), email, PASSWORD)).toMatchObject({ ok: false, error: { code: 'LOGIN.WRONG_PASSWORD' } });

    const fresh = testBrowser(server);
    expect(await loginEmail(fresh, email, NEW_PASSWORD)).toMatchObject({ ok: true, next: 'home' });
    const token = fresh.store.credentials();
    await logout(fresh);
    expect(fresh.store.loggedIn$.getValue()).toBe(false);

    // The revoked token, replayed by hand, is answered 401.
    const replay = testBrowser(server);
    if (token === null) throw new Error('no token');
    replay.store.signIn({ token: token.token, refresh_token: 'x', app_cre: token.appCre, user_info: testUser(uid) });
    expect(await replay.http.request(profileBalanceContract, {})).toMatchObject({ ok: false, error: { code: 'API.LOGGED_OUT', status: 401 } });
  });

  it('stores argon2id of the md5, never the md5 itself', async () => {
    const { email, browser } = await registeredUser();
    const row = await server.database.db.selectFrom('credentials').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
    const md5 = browser.crypto.md5Hex(PASSWORD);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(md5);
    expect(row.password_hash).not.toContain(PASSWORD);
  });

  it('keeps tokens only as hashes in the sessions table', async () => {
    const { browser, uid } = await registeredUser();
    const token = browser.store.credentials()?.token ?? '';
    const rows = await server.database.db.selectFrom('sessions').select(['token_hash', 'refresh_token_hash']).where('uid', '=', uid).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.token_hash).not.toBe(token);
      expect(row.refresh_token_hash).not.toBe(browser.store.refreshToken());
    }
  });

  it('gives the same answer to a code request for an address without an account, and mails nothing', async () => {
    const before = server.outbox().length;
    expect(await forgotPassword(testBrowser(server).http, newEmail())).toEqual({ ok: true });
    expect(server.outbox()).toHaveLength(before);
  });

  it('accepts a reset code once, for 10 minutes, and not after the wrong tries that lock the address', async () => {
    const registered = await registeredUser();
    const { email } = registered;
    // Signed out, as on the forgot-password page (a successful reset signs every session out), on
    // the device the account signed in on: from any other the code is not checked without the mail's link.
    const browser = testBrowser(server, registered.browser.device.device_id);
    const reset = (code: string) => browser.http.request(loginResetPasswordContract, { email, code, password: browser.crypto.md5Hex(NEW_PASSWORD), device_id: browser.device.device_id });
    const wrongOf = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

    await forgotPassword(browser.http, email);
    const first = latestCodeFor(server, email);
    expect(await reset(first)).toMatchObject({ ok: true });
    expect(await reset(first)).toMatchObject({ ok: false, error: { code: 'API.REJECTED', msg: 'The code is wrong or has expired' } });

    server.clock.advance(2 * MINUTE_MS);
    await forgotPassword(browser.http, email);
    const second = latestCodeFor(server, email);
    for (let attempt = 0; attempt < 5; attempt++) expect((await reset(wrongOf(second))).ok).toBe(false);
    expect(await reset(second)).toMatchObject({ ok: false });

    // The wrong tries locked the address's reset (RESET_LOCK_FAILURES a day): wait the lock out.
    server.clock.advance(RESET_LOCK_WINDOW_MS);
    const mailed = server.outbox().length;
    expect(await forgotPassword(browser.http, email)).toEqual({ ok: true });
    expect(server.outbox()).toHaveLength(mailed + 1);
    const third = latestCodeFor(server, email);
    server.clock.advance(10 * MINUTE_MS + 1);
    expect(await reset(third)).toMatchObject({ ok: false });
  });
});

describe('refresh tokens', () => {
  it('rotate on use: the new pair works, and after the grace period the old refresh token and old bearer are refused', async () => {
    const { browser } = await registeredUser();
    const oldRefresh = browser.store.refreshToken() ?? '';
    const oldCredentials = browser.store.credentials();

    expect(await refreshSession(browser)).toBe('refreshed');
    expect(browser.store.refreshToken()).not.toBe(oldRefresh);
    expect(browser.store.credentials()?.token).not.toBe(oldCredentials?.token);
    expect(await browser.http.request(profileBalanceContract, {})).toMatchObject({ ok: true });

    server.clock.advance(ROTATION_GRACE_MS + 1);
    const reuse = await browser.anonymousHttp.request(loginRefreshContract, { refresh_token: oldRefresh, device_id: browser.device.device_id });
    expect(reuse).toMatchObject({ ok: false, error: { code: 'API.LOGGED_OUT', result: 99 } });

    const stale = testBrowser(server, browser.device.device_id);
    if (oldCredentials === null) throw new Error('no credentials');
    stale.store.signIn({ token: oldCredentials.token, refresh_token: oldRefresh, app_cre: oldCredentials.appCre, user_info: testUser(browser.store.uid$.getValue() ?? 1) });
    expect(await stale.http.request(profileBalanceContract, {})).toMatchObject({ ok: false, error: { status: 401 } });
  });

  it('keep a call that was in flight during a rotation working, and answer a repeated refresh with the same new pair', async () => {
    const { browser } = await registeredUser();
    const oldRefresh = browser.store.refreshToken() ?? '';
    const oldCredentials = browser.store.credentials();
    if (oldCredentials === null) throw new Error('no credentials');
    const inFlight = testBrowser(server, browser.device.device_id);
    inFlight.store.signIn({ token: oldCredentials.token, refresh_token: oldRefresh, app_cre: oldCredentials.appCre, user_info: testUser(browser.store.uid$.getValue() ?? 1) });

    expect(await refreshSession(browser)).toBe('refreshed');
    expect(await inFlight.http.request(profileBalanceContract, {})).toMatchObject({ ok: true });

    const repeated = await browser.anonymousHttp.request(loginRefreshContract, { refresh_token: oldRefresh, device_id: browser.device.device_id });
    expect(repeated).toMatchObject({ ok: true, data: { refresh_token: browser.store.refreshToken() } });
  });

  it('work after the access token expired, and not from another device', async () => {
    const { browser } = await registeredUser();
    const thief = testBrowser(server);
    expect(await thief.anonymousHttp.request(loginRefreshContract, { refresh_token: browser.store.refreshToken() ?? '', device_id: thief.device.device_id })).toMatchObject({ ok: false });

    server.clock.advance(31 * 24 * 60 * MINUTE_MS);
    expect(await refreshSession(browser)).toBe('refreshed');
    expect(await browser.http.request(profileBalanceContract, {})).toMatchObject({ ok: true });
  });
});

describe('bans', () => {
  it('answer the right password with banned_infos and no session, and sign existing sessions out', async () => {
    const { browser, email, uid } = await registeredUser();
    // As the operator bans (`npm run admin -- user ban`): through the server, whose session cache drops the user's sessions at once.
    const banned = await callAdmin({ baseUrl: server.baseUrl, token: undefined }, 'POST', `/users/${uid}/ban`, { reason: 'spam' });
    expect(banned.ok).toBe(true);

    expect(await browser.http.request(profileBalanceContract, {})).toMatchObject({ ok: false, error: { status: 401 } });
    const again = testBrowser(server);
    expect(await loginEmail(again, email, PASSWORD)).toEqual({
      ok: false,
      error: { code: 'LOGIN.BANNED', banned: { reason: 'spam', banned_at: server.clock.now(), until: null } },
    });
    expect(again.store.loggedIn$.getValue()).toBe(false);
  });
});

/** The e-mail services' deps from a test browser: no Me tab here to refresh. */
const withMe = (browser: TestBrowser) => ({ ...browser, me: { refresh: async () => undefined } });
/** Binds `email` to the browser's account as the bind-email page does: a mailed code, then the bind. */
async function bindEmail(browser: ReturnType<typeof testBrowser>, email: string, password: string, confirmation: string) {
  const binding = createEmailBindingServices(withMe(browser));
  const sent = await binding.sendCode(EMAIL_CODE_PURPOSE.bind, email);
  if (!sent.ok) return sent;
  return binding.bind({ email, code: latestCodeFor(server, email), password, confirmation });
}

describe('binding a guest account', () => {
  it('keeps the uid, ends the tourist state, and lets the email sign in to the same account', async () => {
    const guest = testBrowser(server);
    await loginQuick(guest);
    const uid = guest.store.uid$.getValue();
    const email = newEmail();

    expect(await bindEmail(guest, email, PASSWORD, PASSWORD)).toMatchObject({ ok: true });
    expect(guest.store.isTourist$.getValue()).toBe(false);
    expect(guest.store.uid$.getValue()).toBe(uid);

    const viaEmail = testBrowser(server);
    await loginEmail(viaEmail, email, PASSWORD);
    expect(viaEmail.store.uid$.getValue()).toBe(uid);

    // The device's next quick sign-in makes a new guest: the bound account now needs its password.
    const sameDevice = testBrowser(server, guest.device.device_id);
    await loginQuick(sameDevice);
    expect(sameDevice.store.uid$.getValue()).not.toBe(uid);
  });

  it('refuses to bind an address another account uses, or another account than the caller', async () => {
    const { email } = await registeredUser();
    const guest = testBrowser(server);
    await loginQuick(guest);
    expect(await bindEmail(guest, email, PASSWORD, PASSWORD)).toEqual({ ok: false, error: { code: 'EMAIL.TAKEN' } });
    const other = await guest.http.request(accountBindContract, {
      login_from: LOGIN_FROM.email, email: newEmail(), password: guest.crypto.md5Hex(PASSWORD), verify_code: '1234', logined_uid: 1, ...guest.device,
    });
    expect(other).toMatchObject({ ok: false, error: { msg: 'logined_uid must be the signed-in account' } });
  });
});

describe('device and user calls', () => {
  it('checks the device, stores the push token and the translation switch', async () => {
    const { browser, uid } = await registeredUser();
    expect(await browser.http.request(userCheckDeviceContract, { device: browser.device.device_id })).toMatchObject({ ok: true, data: { logout: false } });
    expect(await browser.http.request(userCheckDeviceContract, { device: newDeviceId() })).toMatchObject({ ok: true, data: { logout: true } });

    expect(await browser.http.request(userPushTokenContract, { token_type: PUSH_TOKEN_TYPE, token: 'push-abc' })).toMatchObject({ ok: true });
    const device = await server.database.db.selectFrom('devices').select(['push_token', 'push_token_type']).where('uid', '=', uid).where('device_id', '=', browser.device.device_id).executeTakeFirstOrThrow();
    expect(device).toEqual({ push_token: 'push-abc', push_token_type: PUSH_TOKEN_TYPE });

    expect(await browser.http.request(userSyncPermissionContract, { auto_translate: 1 })).toMatchObject({ ok: true });
    const user = await server.database.db.selectFrom('users').select('auto_translate').where('uid', '=', uid).executeTakeFirstOrThrow();
    expect(user.auto_translate).toBe(true);
  });

  it('answers app-info before sign-in, and says clearly when third-party sign-in is off', async () => {
    const browser = testBrowser(server);
    expect(await browser.http.request(loginAppInfoContract, {})).toMatchObject({ ok: true, data: { title: 'Glint', logo: expect.stringMatching(/^data:image\/svg\+xml,/) } });
    expect(await browser.http.request(loginGoogleIndexContract, {})).toMatchObject({ ok: false, error: { msg: 'Third-party sign-in is not configured on this server' } });
  });

  it('refuses platform-account sign-in (login_from 6) as unsupported', async () => {
    const browser = testBrowser(server);
    const result = await browser.http.request(loginHandleContract, { login_from: LOGIN_FROM.platform, ...browser.device });
    expect(result).toMatchObject({ ok: false, error: { code: 'API.REJECTED', msg: expect.stringContaining('not supported') } });
  });
});
