import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_THROTTLE, PAIR_THROTTLE } from '../../server/accounts/accounts-policy.js';
import { loginHandleContract } from '../../src/application/contracts/login/handle.contract.js';
import { completeProfile } from '../../src/application/session/complete-profile.js';
import { loginEmail } from '../../src/application/session/login-email.js';
import { LOGIN_FROM, WIRE_BOOTSTRAP_KEY } from '../../src/domain/constants.js';
import { newDeviceId, startAccountsServer, testBrowser, type AccountsServer, type TestBrowser } from '../support/accounts-harness.js';
import { freshNonce, openReply, sealRequest } from '../support/request-layer-harness.js';

const PASSWORD = 'correct horse battery';
const WRONG = 'not the password';

let server: AccountsServer;
let counter = 0;
const newEmail = (): string => `throttle${++counter}.${Date.now()}@example.com`;

beforeAll(async () => {
  // These check the accounts' own throttle; at full speed the route limits
  // (tests/integration/rate-limits.test.ts) would answer 429 before it.
  server = await startAccountsServer({ env: { RATE_LIMIT_FACTOR: '100' } });
});
afterAll(async () => server.close());

async function registered(): Promise<{ readonly email: string; readonly owner: TestBrowser }> {
  const email = newEmail();
  const owner = testBrowser(server);
  await loginEmail(owner, email, PASSWORD);
  await completeProfile(owner, { nickname: 'Owner', birthday: '1990-01-01' });
  return { email, owner };
}

/** One sign-in through the real client; the answer's code and message. */
async function attempt(browser: TestBrowser, email: string, password: string) {
  const result = await browser.http.request(loginHandleContract, { login_from: LOGIN_FROM.email, email, password: browser.crypto.md5Hex(password), ...browser.device });
  return result.ok ? { code: result.code, msg: result.msg } : { code: result.error.result, msg: result.error.msg };
}

const waitSeconds = (msg: string): number => Number(/in (\d+) s/.exec(msg)?.[1] ?? NaN);

/** A sign-in from another network address, sealed by hand (the fetch client always comes from 127.0.0.1). */
async function attemptFrom(ip: string, email: string, password: string, deviceId: string, md5: (text: string) => string) {
  const body = sealRequest({ key: WIRE_BOOTSTRAP_KEY, times: server.clock.now(), nonce: freshNonce(), payload: { login_from: LOGIN_FROM.email, email, password: md5(password), device_id: deviceId } });
  const response = await server.app.inject({ method: 'POST', url: `/api${loginHandleContract.path}`, remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: body });
  const reply = openReply(response.body);
  return { code: reply.ok as number, msg: reply.msg as string };
}

describe('sign-in throttling', () => {
  it('lets a few mistakes through, then makes an attacker wait longer after each failure', async () => {
    const { email } = await registered();
    const attacker = testBrowser(server);
    for (let i = 0; i < PAIR_THROTTLE.freeFailures; i++) expect((await attempt(attacker, email, WRONG)).code).toBe(2);

    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const blocked = await attempt(attacker, email, PASSWORD);
      expect(blocked.code).toBe(-1);
      waits.push(waitSeconds(blocked.msg));
      server.clock.advance(waits.at(-1)! * 1_000);
      expect((await attempt(attacker, email, WRONG)).code).toBe(2);
    }
    expect(waits).toEqual([1, 2, 4]);
    // While blocked, even the right password is not checked.
    expect((await attempt(attacker, email, PASSWORD)).code).toBe(-1);
  });

  it('still lets the owner in from their own device while an attacker is blocked', async () => {
    const { email, owner } = await registered();
    const attacker = testBrowser(server);
    for (let i = 0; i < PAIR_THROTTLE.freeFailures + 2; i++) await attempt(attacker, email, WRONG);
    expect((await attempt(attacker, email, PASSWORD)).code).toBe(-1);

    const ownDevice = testBrowser(server, owner.device.device_id);
    expect(await loginEmail(ownDevice, email, PASSWORD)).toMatchObject({ ok: true, next: 'home' });
  });

  it('catches an attack spread over many addresses, without locking out the owner’s device', async () => {
    const { email, owner } = await registered();
    const md5 = owner.crypto.md5Hex;
    for (let i = 0; i < ACCOUNT_THROTTLE.freeFailures; i++) {
      expect((await attemptFrom(`10.0.${i}.1`, email, WRONG, newDeviceId(), md5)).code).toBe(2);
    }
    const fresh = await attemptFrom('10.9.9.9', email, PASSWORD, newDeviceId(), md5);
    expect(fresh.code).toBe(-1);
    expect(fresh.msg).toMatch(/Too many failed sign-ins/);

    expect(await loginEmail(testBrowser(server, owner.device.device_id), email, PASSWORD)).toMatchObject({ ok: true });
  });

  it('gives a user who mistypes on their own device a fresh budget after signing in', async () => {
    const { email, owner } = await registered();
    const device = () => testBrowser(server, owner.device.device_id);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < PAIR_THROTTLE.freeFailures - 1; i++) expect((await attempt(device(), email, WRONG)).code).toBe(2);
      expect(await loginEmail(device(), email, PASSWORD)).toMatchObject({ ok: true });
    }
  });
});
