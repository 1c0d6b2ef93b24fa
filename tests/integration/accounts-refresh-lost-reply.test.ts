import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROTATION_GRACE_MS } from '../../server/accounts/accounts-policy.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { loginRefreshContract } from '../../src/application/contracts/login/refresh.contract.js';
import { profileBalanceContract } from '../../src/application/contracts/profile/balance.contract.js';
import { loginQuick } from '../../src/application/session/login-quick.js';
import { refreshSession } from '../../src/application/session/refresh-session.js';
import { startAccountsServer, testBrowser, type AccountsServer, type TestBrowser } from '../support/accounts-harness.js';

let server: AccountsServer;

beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(async () => server.close());

const balance = (browser: TestBrowser) => browser.http.request(profileBalanceContract, {});

/** The server rotates, but the answer never reaches the app (a client timeout under load, a cut): the app keeps the old pair. */
async function refreshWhoseReplyIsLost(browser: TestBrowser): Promise<void> {
  const refreshToken = browser.store.refreshToken() ?? '';
  const answer = await browser.anonymousHttp.request(loginRefreshContract, { refresh_token: refreshToken, device_id: browser.device.device_id });
  expect(answer.ok).toBe(true);
}

describe('a refresh whose reply was lost (issue #17: sessions lost mid-run)', () => {
  it('keeps the old bearer token working past the grace while the new pair was never used', async () => {
    const browser = testBrowser(server);
    await loginQuick(browser);
    await refreshWhoseReplyIsLost(browser);
    server.clock.advance(ROTATION_GRACE_MS + 1);
    expect(await balance(browser)).toMatchObject({ ok: true });
    expect(browser.store.loggedIn$.getValue()).toBe(true);
  });

  it('answers a retry of the lost rotation past the grace with the pair it handed out, and the session goes on', async () => {
    const browser = testBrowser(server);
    await loginQuick(browser);
    const used = browser.store.refreshToken();
    await refreshWhoseReplyIsLost(browser);
    server.clock.advance(ROTATION_GRACE_MS + 1);
    expect(await refreshSession(browser)).toBe('refreshed');
    expect(browser.store.refreshToken()).not.toBe(used);
    expect(await balance(browser)).toMatchObject({ ok: true });
    // The new pair is in use now: the old refresh token is spent, and its reuse still ends the session (theft).
    server.clock.advance(ROTATION_GRACE_MS + 1);
    const reuse = await browser.anonymousHttp.request(loginRefreshContract, { refresh_token: used ?? '', device_id: browser.device.device_id });
    expect(reuse).toMatchObject({ ok: false, error: { code: 'API.LOGGED_OUT' } });
  });

  it('is answered the same by another node on the same database (the grace lives in the table, not in one process)', async () => {
    const other = await buildApp(loadConfig({ DATA_DIR: server.dataDir, HOST: '127.0.0.1', DEMO_HOSTS: '0' }), { clock: server.clock, database: server.database, oidc: null });
    await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = other.server.address();
      if (typeof address !== 'object' || address === null) throw new Error('the second node has no address');
      const onNodeA = testBrowser(server);
      await loginQuick(onNodeA);
      const used = onNodeA.store.refreshToken() ?? '';
      const first = await onNodeA.anonymousHttp.request(loginRefreshContract, { refresh_token: used, device_id: onNodeA.device.device_id });
      const onNodeB = testBrowser({ ...server, baseUrl: `http://127.0.0.1:${address.port}` }, onNodeA.device.device_id);
      const retried = await onNodeB.anonymousHttp.request(loginRefreshContract, { refresh_token: used, device_id: onNodeA.device.device_id });
      expect(first.ok && retried.ok).toBe(true);
      if (first.ok && retried.ok) expect(retried.data.refresh_token).toBe(first.data.refresh_token);
    } finally {
      await other.close();
    }
  });
});
