import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banUser } from '../../server/admin/user-moderation.js';
import { BROKER_SESSION_CHECK_MS } from '../../server/realtime/broker-sessions.js';
import { profileInitContract } from '../../src/application/contracts/profile/init.contract.js';
import { completeProfile } from '../../src/application/session/complete-profile.js';
import { forgotPassword } from '../../src/application/session/forgot-password.js';
import { loginEmail } from '../../src/application/session/login-email.js';
import { logout } from '../../src/application/session/logout.js';
import { resetPassword } from '../../src/application/session/reset-password.js';
import { latestCodeFor, latestResetTokenFor, startAccountsServer, testBrowser, type AccountsServer, type TestBrowser } from '../support/accounts-harness.js';
import { MQTT_PROTOCOL_VERSION } from '../../src/adapters/realtime/mqtt-connect.js';

const PASSWORD = 'correct horse battery';
/** The sweep's period plus room for a loaded machine: "within seconds". */
const KILL_DEADLINE_MS = BROKER_SESSION_CHECK_MS + 3_000;

let server: AccountsServer;
let counter = 0;

beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(async () => server.close());

interface BrokerLogin {
  readonly client_id: string;
  readonly username: string;
  readonly password: string;
}

/** A signed-in person whose browser took its broker login from /profile/init, as the app does. */
async function signedInWithBroker(): Promise<{ browser: TestBrowser; email: string; uid: number; login: BrokerLogin }> {
  const email = `broker${++counter}.${Date.now()}@example.com`;
  const browser = testBrowser(server);
  expect(await loginEmail(browser, email, PASSWORD)).toMatchObject({ ok: true });
  expect(await completeProfile(browser, { nickname: 'Mia', birthday: '1990-04-02' })).toEqual({ ok: true });
  const init = await browser.http.request(profileInitContract, { user_agent: 'Mozilla/5.0 (test)' });
  if (!init.ok) throw new Error(`init failed: ${init.error.msg}`);
  return { browser, email, uid: browser.store.uid$.getValue() ?? -1, login: init.data.socket_info };
}

const connect = (login: BrokerLogin): Promise<MqttClient> =>
  mqtt.connectAsync(`${server.baseUrl.replace(/^http/, 'ws')}/mqtt`, {
    protocolVersion: MQTT_PROTOCOL_VERSION,
    clientId: login.client_id,
    username: login.username,
    password: login.password,
    reconnectPeriod: 0,
    connectTimeout: 5_000,
  });

/** Resolves with how long the broker took to drop the connection; rejects after KILL_DEADLINE_MS. */
function closedWithin(client: MqttClient): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${KILL_DEADLINE_MS} ms`)), KILL_DEADLINE_MS);
    client.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

async function expectCutOff(client: MqttClient, login: BrokerLogin, end: () => Promise<unknown>): Promise<void> {
  const closed = closedWithin(client);
  await end();
  expect(await closed).toBeLessThan(KILL_DEADLINE_MS);
  await expect(connect(login)).rejects.toThrow();
}

describe('broker passwords end with the sign-in session', () => {
  it('a logout closes the MQTT connection within seconds, and the old password no longer connects', async () => {
    const { browser, login } = await signedInWithBroker();
    const client = await connect(login);
    await expectCutOff(client, login, () => logout(browser));
  });

  it('a ban closes the MQTT connection within seconds, and the old password no longer connects', async () => {
    const { uid, login } = await signedInWithBroker();
    const client = await connect(login);
    await expectCutOff(client, login, () => banUser(server.database.db, server.clock, { uid, reason: 'spam' }));
  });

  it('a password reset closes the MQTT connection within seconds, and the old password no longer connects', async () => {
    const { email, login } = await signedInWithBroker();
    const client = await connect(login);
    const owner = testBrowser(server);
    await expectCutOff(client, login, async () => {
      await forgotPassword(owner.http, email);
      // From a device new to the account, so with the mail's link as the owner would.
      const mailed = { code: latestCodeFor(server, email), linkToken: latestResetTokenFor(server, email) };
      await resetPassword(owner, { email, ...mailed, password: 'a brand new one', confirmation: 'a brand new one' });
    });
  });

  it('keeps the connection of a session that lives on', async () => {
    const { login } = await signedInWithBroker();
    const client = await connect(login);
    await expect(closedWithin(client)).rejects.toThrow(/still connected/);
    expect(client.connected).toBe(true);
    await client.endAsync(true);
  });
});
