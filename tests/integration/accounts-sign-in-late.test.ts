import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoJsCodec } from '../../src/adapters/http/crypto-js-codec.js';
import { SignedHttpClient } from '../../src/adapters/http/signed-http-client.js';
import { createCallbackDispatcher } from '../../src/application/callbacks/dispatch-callbacks.js';
import { loginHandleContract } from '../../src/application/contracts/login/handle.contract.js';
import { profileBalanceContract } from '../../src/application/contracts/profile/balance.contract.js';
import { createSessionEvents } from '../../src/application/session-events.js';
import { LOGIN_FROM } from '../../src/domain/constants.js';
import { newDeviceId, startAccountsServer, type AccountsServer } from '../support/accounts-harness.js';

let server: AccountsServer;

beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(async () => server.close());

/** The browser's client; with `holdFirst`, its first request is held on the way until `release()`: a request stuck in a loaded server's queue. */
function clientWithFirstRequestHeld(holdFirst = true) {
  let held: (() => void) | null = null;
  let first = holdFirst;
  const heldFetch: typeof fetch = async (input, init) => {
    if (first) {
      first = false;
      await new Promise<void>((resolve) => (held = resolve));
    }
    return fetch(input, init);
  };
  const client = (credentials: () => { token: string; appCre: string } | null) =>
    new SignedHttpClient({
      baseUrl: server.baseUrl,
      codec: cryptoJsCodec,
      credentials,
      userAgent: () => 'Glint/1.4.0 (web; late sign-in test)',
      sessionEvents: createSessionEvents(),
      callbacks: createCallbackDispatcher(),
      now: () => server.clock.now(),
      fetch: heldFetch,
    });
  return { client, release: () => held?.() };
}

describe('a sign-in that reaches the server after its own retry (issue #17: API.LOGGED_OUT right after sign-in)', () => {
  it("keeps the retry's session, which the app holds, and does not hand out a live second one", async () => {
    const device = { device_id: newDeviceId(), platform: 'web', app_version: '1.4.0' };
    const { client, release } = clientWithFirstRequestHeld();
    const anonymous = client(() => null);
    // The person taps quick sign-in; no answer comes (the app gives up on it), so they tap again a second later.
    const firstTap = anonymous.request(loginHandleContract, { login_from: LOGIN_FROM.quick, ...device });
    server.clock.advance(1_000);
    const retried = await anonymous.request(loginHandleContract, { login_from: LOGIN_FROM.quick, ...device });
    const retry = retried.ok ? retried.data : undefined;
    if (retry === undefined || !('token' in retry)) throw new Error('the retried sign-in failed');
    // The first tap's request now runs on the server, after the retry's.
    release();
    const lateAnswer = await firstTap;
    const late = lateAnswer.ok ? lateAnswer.data : undefined;
    if (late === undefined || !('token' in late)) throw new Error('the late sign-in failed');
    const held = client(() => ({ token: retry.token, appCre: retry.app_cre }));
    expect(await held.request(profileBalanceContract, {})).toMatchObject({ ok: true });
    // The late one's answer went to an app that had moved on: born revoked, it is no second live session on the device.
    const stale = client(() => ({ token: late.token, appCre: late.app_cre }));
    expect(await stale.request(profileBalanceContract, {})).toMatchObject({ ok: false, error: { code: 'API.LOGGED_OUT' } });
  });

  it('still ends the earlier session when the newer sign-in comes last, as one session per account and device asks', async () => {
    const device = { device_id: newDeviceId(), platform: 'web', app_version: '1.4.0' };
    const { client } = clientWithFirstRequestHeld(false);
    const anonymous = client(() => null);
    const signIn = async () => {
      const answer = await anonymous.request(loginHandleContract, { login_from: LOGIN_FROM.quick, ...device });
      const data = answer.ok ? answer.data : undefined;
      if (data === undefined || !('token' in data)) throw new Error('a sign-in failed');
      return client(() => ({ token: data.token, appCre: data.app_cre }));
    };
    const before = await signIn();
    server.clock.advance(1_000);
    const after = await signIn();
    expect(await before.request(profileBalanceContract, {})).toMatchObject({ ok: false, error: { code: 'API.LOGGED_OUT' } });
    expect(await after.request(profileBalanceContract, {})).toMatchObject({ ok: true });
  });
});
