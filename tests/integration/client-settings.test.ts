import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, runCli } from '../../server/admin/run-cli.js';
import { profileInitContract } from '../../src/application/contracts/profile/init.contract.js';
import { startCallServer, type CallServer } from '../support/call-harness.js';

let server: CallServer;
let baseUrl: string;
beforeAll(async () => {
  server = await startCallServer();
  const address = server.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => server?.close());

async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { baseUrl, token: undefined }, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function initOf(uid: number) {
  const answer = await server.client(uid).http.request(profileInitContract, {});
  if (!answer.ok) throw new Error(answer.error.msg);
  return answer.data;
}

describe('config set', () => {
  it('hides services, sets the look and the avatar rules for every app’s next /profile/init', async () => {
    const uid = await server.newUser();

    expect(await admin('config', 'set', 'hide_services', '["live","games"]')).toMatchObject({ code: EXIT_OK, out: expect.stringContaining('hide_services is now ["live","games"]') });
    expect((await admin('config', 'set', 'theme', '"spring"')).code).toBe(EXIT_OK);
    expect((await admin('config', 'set', 'match_bg', '"/uploads/bg.jpg"')).code).toBe(EXIT_OK);
    expect((await admin('config', 'set', 'avatar_rules', '["vip","auth"]')).code).toBe(EXIT_OK);

    const init = await initOf(uid);
    expect(init.config).toMatchObject({ hide_services: ['live', 'games'], avatar_rules: ['vip', 'auth'] });
    expect(init).toMatchObject({ theme: 'spring', match_bg: '/uploads/bg.jpg' });
    await admin('config', 'set', 'hide_services', '[]');
    expect((await initOf(uid)).config.hide_services).toEqual([]);
  });

  it('refuses an unknown key or a value of the wrong shape, and leaves the setting as it was', async () => {
    const uid = await server.newUser();
    expect(await admin('config', 'set', 'colour', '"red"')).toMatchObject({ code: EXIT_FAILED, err: expect.stringContaining('there is no setting colour') });
    expect((await admin('config', 'set', 'default_tab', '7')).code).toBe(EXIT_FAILED);
    expect((await admin('config', 'set', 'hide_services', 'live')).code).toBe(EXIT_USAGE);
    expect((await initOf(uid)).config.default_tab).toBe(0);
  });
});
