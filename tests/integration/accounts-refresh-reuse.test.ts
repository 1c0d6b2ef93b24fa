import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROTATION_GRACE_MS } from '../../server/accounts/accounts-policy.js';
import { loginRefreshContract } from '../../src/application/contracts/login/refresh.contract.js';
import { profileBalanceContract } from '../../src/application/contracts/profile/balance.contract.js';
import { loginQuick } from '../../src/application/session/login-quick.js';
import { refreshSession } from '../../src/application/session/refresh-session.js';
import { testUser } from '../../src/application/session/session-test-kit.js';
import { startAccountsServer, testBrowser, type AccountsServer, type TestBrowser } from '../support/accounts-harness.js';

let server: AccountsServer;

beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(async () => server.close());

/** The thief copies the victim's stored refresh token and device id (a leaked backup, malware) onto its own browser. */
function stealSession(victim: TestBrowser): { thief: TestBrowser; stolenRefresh: string } {
  const credentials = victim.store.credentials();
  const stolenRefresh = victim.store.refreshToken();
  if (credentials === null || stolenRefresh === null) throw new Error('the victim is not signed in');
  const thief = testBrowser(server, victim.device.device_id);
  thief.store.signIn({ token: credentials.token, refresh_token: stolenRefresh, app_cre: credentials.appCre, user_info: testUser(victim.store.uid$.getValue() ?? 1) });
  return { thief, stolenRefresh };
}

const balance = (browser: TestBrowser) => browser.http.request(profileBalanceContract, {});

describe('a reused refresh token', () => {
  it('ends the session when the victim presents its token after the thief already traded it in: the thief is signed out too', async () => {
    const victim = testBrowser(server);
    await loginQuick(victim);
    const { thief, stolenRefresh } = stealSession(victim);

    expect(await refreshSession(thief)).toBe('refreshed');
    expect(await balance(thief)).toMatchObject({ ok: true });

    server.clock.advance(ROTATION_GRACE_MS + 1);
    const late = await victim.anonymousHttp.request(loginRefreshContract, { refresh_token: stolenRefresh, device_id: victim.device.device_id });
    expect(late).toMatchObject({ ok: false, error: { code: 'API.LOGGED_OUT', result: 99 } });
    expect(await balance(thief)).toMatchObject({ ok: false, error: { code: 'API.LOGGED_OUT', status: 401 } });
    expect(await refreshSession(thief)).not.toBe('refreshed');
  });

  it('ends the session when the thief presents a token the victim already traded in', async () => {
    const victim = testBrowser(server);
    await loginQuick(victim);
    const { thief, stolenRefresh } = stealSession(victim);

    expect(await refreshSession(victim)).toBe('refreshed');
    // The victim's app uses its new pair (it loads /profile/init right after a rotation): until then the old pair still works (migration 1230).
    expect(await balance(victim)).toMatchObject({ ok: true });
    server.clock.advance(ROTATION_GRACE_MS + 1);
    const replay = await thief.anonymousHttp.request(loginRefreshContract, { refresh_token: stolenRefresh, device_id: thief.device.device_id });
    expect(replay).toMatchObject({ ok: false, error: { result: 99 } });
    expect(await balance(victim)).toMatchObject({ ok: false, error: { code: 'API.LOGGED_OUT', status: 401 } });
  });

  it('still answers a repeated refresh from the same device within the grace with the same pair, and keeps the session', async () => {
    const browser = testBrowser(server);
    await loginQuick(browser);
    const used = browser.store.refreshToken() ?? '';
    expect(await refreshSession(browser)).toBe('refreshed');
    const again = await browser.anonymousHttp.request(loginRefreshContract, { refresh_token: used, device_id: browser.device.device_id });
    expect(again).toMatchObject({ ok: true, data: { refresh_token: browser.store.refreshToken() } });
    expect(await balance(browser)).toMatchObject({ ok: true });
  });
});
