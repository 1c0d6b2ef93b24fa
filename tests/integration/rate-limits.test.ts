import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMIT, TELEMETRY_LIMIT, REPORT_LIMIT, RESET_CODE_LIMIT } from '../../server/rate-limits/rate-limit-policy.js';
import { loginForgotCodeContract } from '../../src/application/contracts/login/forgot-code.contract.js';
import { profileBalanceContract } from '../../src/application/contracts/profile/balance.contract.js';
import { reportHandleContract } from '../../src/application/contracts/report/handle.contract.js';
import { trackReportContract } from '../../src/application/contracts/track/report.contract.js';
import { loginQuick } from '../../src/application/session/login-quick.js';
import { WIRE_BOOTSTRAP_KEY } from '../../src/domain/constants.js';
import { startAccountsServer, testBrowser, type AccountsServer, type TestBrowser } from '../support/accounts-harness.js';
import { freshNonce, sealRequest } from '../support/request-layer-harness.js';

/**
 * Issue #11, point 4, as the attacker ran it: floods from one machine against the real
 * server. Each class has its own counters, so every test uses its own client address.
 */
let server: AccountsServer;
let reporter: TestBrowser;

beforeAll(async () => {
  server = await startAccountsServer();
  // Signed in before the guest flood below uses up 127.0.0.1's sign-in burst.
  reporter = testBrowser(server);
  if (!(await loginQuick(reporter)).ok) throw new Error('the reporter could not sign in');
});
afterAll(async () => server.close());

const countRows = async (table: 'users' | 'track_events'): Promise<number> =>
  Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(server.database.db)).rows[0]!.n);

/** One anonymous API request sealed by hand from `ip` (the fetch client always comes from 127.0.0.1). */
async function anonymousRequest(ip: string, endpointPath: string, payload: Record<string, unknown>, credentials?: { token: string; appCre: string }) {
  const body = sealRequest({ key: credentials?.appCre ?? WIRE_BOOTSTRAP_KEY, times: server.clock.now(), nonce: freshNonce(), payload });
  const headers = { 'content-type': 'application/json', ...(credentials && { authorization: `Bearer ${credentials.token}` }) };
  const response = await server.app.inject({ method: 'POST', url: `/api${endpointPath}`, remoteAddress: ip, headers, payload: body });
  return { status: response.statusCode, headers: response.headers, text: response.body };
}

describe('rate limits against a flood', () => {
  it('creates no more guest accounts than the burst allows when a script asks for 40 at once, and answers the rest 429 with a toast', async () => {
    const before = await countRows('users');
    const browsers = Array.from({ length: 40 }, () => testBrowser(server));

    const results = await Promise.all(browsers.map((browser) => loginQuick(browser)));

    const created = (await countRows('users')) - before;
    expect(created).toBeLessThanOrEqual(SIGN_IN_LIMIT.burst.max);
    expect(results.filter((result) => !result.ok)).toHaveLength(40 - created);
    const refused = browsers.find((browser) => browser.events.some((event) => event.type === 'rate-limited'));
    expect(refused?.events).toContainEqual({ type: 'rate-limited', retryAfterSeconds: expect.any(Number) });
  });

  it('stores no more telemetry rows than the burst allows when 150 are posted at once without signing in', async () => {
    const before = await countRows('track_events');
    const events = [{ category_id: 'flood', name: 'row' }];

    const answers = await Promise.all(Array.from({ length: 150 }, () => anonymousRequest('192.0.2.10', trackReportContract.path, { events })));

    expect((await countRows('track_events')) - before).toBeLessThanOrEqual(TELEMETRY_LIMIT.burst.max);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(150 - TELEMETRY_LIMIT.burst.max);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused[0]!.text)).toMatchObject({ ok: -1, msg: expect.stringMatching(/^Too many requests/), retry_after: expect.any(Number) });
  });

  it('limits one signed-in user spreading reports over many addresses', async () => {
    const credentials = reporter.store.credentials()!;
    const report = { target_id: 10_000_001, from_type: 'chat', type: '1' };

    const statuses: number[] = [];
    for (let i = 0; i < REPORT_LIMIT.burst.max + 3; i++) statuses.push((await anonymousRequest(`198.51.100.${i + 1}`, reportHandleContract.path, report, credentials)).status);

    expect(statuses.slice(0, REPORT_LIMIT.burst.max).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(REPORT_LIMIT.burst.max)).toEqual([429, 429, 429]);
    // Other requests of the same user are not reports: they still go through.
    expect((await anonymousRequest('198.51.100.200', profileBalanceContract.path, {}, credentials)).status).toBe(200);
  });

  it('stops a script asking for reset codes faster than the burst, from one address', async () => {
    const statuses = await Promise.all(
      Array.from({ length: RESET_CODE_LIMIT.burst.max + 10 }, (_, i) => anonymousRequest('192.0.2.20', loginForgotCodeContract.path, { email: `nobody${i}@example.com` })),
    );

    expect(statuses.filter((answer) => answer.status === 429)).toHaveLength(10);
  });

  it('counts each client address on its own: a flood from one leaves another untouched', async () => {
    const events = [{ category_id: 'flood', name: 'row' }];
    await Promise.all(Array.from({ length: TELEMETRY_LIMIT.burst.max + 5 }, () => anonymousRequest('192.0.2.30', trackReportContract.path, { events })));

    expect((await anonymousRequest('192.0.2.31', trackReportContract.path, { events })).status).toBe(200);
  });
});
