import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBindContract } from '../../src/application/contracts/account/bind.contract.js';
import { loginGoogleIndexContract } from '../../src/application/contracts/login/google-index.contract.js';
import { loginHandleContract } from '../../src/application/contracts/login/handle.contract.js';
import { finishThirdPartyLogin } from '../../src/application/session/finish-third-party-login.js';
import { loginQuick } from '../../src/application/session/login-quick.js';
import { loginThirdParty } from '../../src/application/session/login-third-party.js';
import { THIRD_PARTY_PENDING_NAME, type ThirdPartyPending } from '../../src/application/session/third-party-pending.js';
import { LOGIN_FROM } from '../../src/domain/constants.js';
import { startAccountsServer, testBrowser, testClock, type AccountsServer, type TestBrowser } from '../support/accounts-harness.js';
import { startOidcTestProvider, type OidcTestProvider } from '../support/oidc-test-provider.js';

const REDIRECT_URI = 'http://localhost:8080/';

let provider: OidcTestProvider;
let server: AccountsServer;

beforeAll(async () => {
  provider = await startOidcTestProvider({ clientId: 'glint-test', redirectUri: REDIRECT_URI });
  server = await startAccountsServer({
    // The provider stamps ID tokens with real time; the test keeps Glint's clock on it too.
    clock: testClock(),
    oidc: { issuer: provider.issuer, clientId: 'glint-test', clientSecret: provider.client.clientSecret, redirectUri: REDIRECT_URI, scope: 'openid email profile' },
  });
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

/** The browser leaves for the provider, signs in there as `account`, and comes back with the code. */
async function visitProvider(browser: TestBrowser, account: string): Promise<{ code: string; state: string }> {
  provider.signInAs(account);
  const started = await loginThirdParty(browser);
  if (!started.ok) throw new Error(`third-party sign-in did not start: ${JSON.stringify(started.error)}`);
  const back = await provider.authorize(started.url);
  const code = back.searchParams.get('code');
  const state = back.searchParams.get('state');
  if (code === null || state === null) throw new Error(`provider returned ${back.href}`);
  return { code, state };
}

describe('third-party sign-in with a real OpenID provider (authorization code + PKCE)', () => {
  it('tells the browser where to go without giving away any secret', async () => {
    const result = await testBrowser(server).http.request(loginGoogleIndexContract, {});
    expect(result).toMatchObject({ ok: true, data: { app_key: 'glint-test', authorization_endpoint: `${provider.issuer}/auth`, redirect_uri: REDIRECT_URI, scope: 'openid email profile' } });
    expect(JSON.stringify(result)).not.toContain(provider.client.clientSecret);
    expect(JSON.stringify(result)).not.toContain('secret');
  });

  it('creates an account on the first round trip and signs the same account in the next time', async () => {
    const first = testBrowser(server);
    const firstReturn = await visitProvider(first, 'alice');
    const created = await finishThirdPartyLogin(first, firstReturn);
    expect(created).toMatchObject({ ok: true, next: 'profile', isRegister: true, randomInfo: { nickname: 'Test alice', email: 'alice@idp.test' } });
    const uid = first.store.uid$.getValue();
    expect(first.store.isTourist$.getValue()).toBe(false);

    const again = testBrowser(server);
    expect(await finishThirdPartyLogin(again, await visitProvider(again, 'alice'))).toMatchObject({ ok: true, isRegister: false });
    expect(again.store.uid$.getValue()).toBe(uid);

    const other = testBrowser(server);
    await finishThirdPartyLogin(other, await visitProvider(other, 'bob'));
    expect(other.store.uid$.getValue()).not.toBe(uid);
  });

  it('ignores a return whose state this browser did not send, without redeeming the code', async () => {
    const browser = testBrowser(server);
    const returned = await visitProvider(browser, 'carol');
    expect(await finishThirdPartyLogin(browser, { ...returned, state: '0'.repeat(32) })).toEqual({ ok: false, error: { code: 'LOGIN.STATE_MISMATCH' } });
    expect(browser.store.loggedIn$.getValue()).toBe(false);
  });

  it('refuses a code redeemed twice and a code without its PKCE verifier', async () => {
    const browser = testBrowser(server);
    const returned = await visitProvider(browser, 'dave');
    const pending = browser.storage.read(THIRD_PARTY_PENDING_NAME) as ThirdPartyPending;
    const redeem = (codeVerifier: string) =>
      browser.http.request(loginHandleContract, {
        login_from: LOGIN_FROM.thirdParty,
        third_party: { code: returned.code, code_verifier: codeVerifier, redirect_uri: REDIRECT_URI },
        ...browser.device,
      });

    expect(await redeem('f'.repeat(64))).toMatchObject({ ok: false, error: { msg: 'Third-party sign-in failed. Please try again.' } });
    const second = await visitProvider(browser, 'dave');
    const secondPending = browser.storage.read(THIRD_PARTY_PENDING_NAME) as ThirdPartyPending;
    const once = await browser.http.request(loginHandleContract, {
      login_from: LOGIN_FROM.thirdParty,
      third_party: { code: second.code, code_verifier: secondPending.code_verifier, redirect_uri: REDIRECT_URI },
      ...browser.device,
    });
    expect(once).toMatchObject({ ok: true });
    const twice = await browser.http.request(loginHandleContract, {
      login_from: LOGIN_FROM.thirdParty,
      third_party: { code: second.code, code_verifier: secondPending.code_verifier, redirect_uri: REDIRECT_URI },
      ...browser.device,
    });
    expect(twice).toMatchObject({ ok: false });
    expect(pending.code_verifier).not.toBe(secondPending.code_verifier);
  });

  it('binds a provider account to a guest, which it then signs in to', async () => {
    const guest = testBrowser(server);
    await loginQuick(guest);
    const uid = guest.store.uid$.getValue();
    const returned = await visitProvider(guest, 'erin');
    const pending = guest.storage.read(THIRD_PARTY_PENDING_NAME) as ThirdPartyPending;
    const bound = await guest.http.request(accountBindContract, {
      login_from: LOGIN_FROM.thirdParty,
      logined_uid: uid ?? 0,
      third_party: { code: returned.code, code_verifier: pending.code_verifier, redirect_uri: pending.redirect_uri },
      ...guest.device,
    });
    expect(bound).toMatchObject({ ok: true, data: { user_info: { uid, is_tourist: 0 } } });

    const later = testBrowser(server);
    await finishThirdPartyLogin(later, await visitProvider(later, 'erin'));
    expect(later.store.uid$.getValue()).toBe(uid);
  });
});
