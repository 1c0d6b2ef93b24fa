import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signStatContract } from '../../src/application/contracts/sign/stat.contract.js';
import { loginQuick } from '../../src/application/session/login-quick.js';
import { startAccountsServer, testBrowser, type AccountsServer } from '../support/accounts-harness.js';

let server: AccountsServer;

beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(async () => server.close());

describe('/sign/stat asked about someone else’s device', () => {
  it('tells a stranger, signed in or not, nothing about whether a device id has an account', async () => {
    const victim = testBrowser(server);
    await loginQuick(victim);
    const victimDevice = victim.device.device_id;

    const anonymous = testBrowser(server);
    const signedInStranger = testBrowser(server);
    await loginQuick(signedInStranger);
    for (const stranger of [anonymous, signedInStranger]) {
      expect(await stranger.anonymousHttp.request(signStatContract, { device_id: victimDevice })).toMatchObject({ ok: true, data: { is_first_install: 1 } });
      expect(await stranger.http.request(signStatContract, { device_id: victimDevice })).toMatchObject({ ok: true, data: { is_first_install: 1 } });
    }
    // The owner still learns that its own install is not new.
    expect(await victim.http.request(signStatContract, { device_id: victimDevice })).toMatchObject({ ok: true, data: { is_first_install: 0 } });
  });
});
