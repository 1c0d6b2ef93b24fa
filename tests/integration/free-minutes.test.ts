import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, runCli } from '../../server/admin/run-cli.js';
import { HOME_SCREEN_REWARD_FREE_MINUTES } from '../../server/rewards/home-screen-reward.endpoint.js';
import { homeScreenRewardContract } from '../../src/application/contracts/reward/home-screen.contract.js';
import { callEndContract } from '../../src/application/contracts/call/end.contract.js';
import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import { profileInitContract } from '../../src/application/contracts/profile/init.contract.js';
import { USER_UPDATE_SUB } from '../../src/application/contracts/user/user-update.js';
import { CALL_TYPE, REALTIME_MESSAGE_TYPE, SECONDS_PER_MINUTE } from '../../src/domain/constants.js';
import { eventually, startCallServer, type CallServer } from '../support/call-harness.js';

let server: CallServer;
let baseUrl: string;
beforeAll(async () => {
  server = await startCallServer();
  const address = server.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => server?.close());

/** The operator CLI against the server in this process (loopback: no token needed). */
async function admin(line: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(line.split(' '), { baseUrl, token: undefined }, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('user free-minutes', () => {
  it('adds free call minutes, tells the user’s sessions, and the next call is free for that long', async () => {
    const caller = await server.newUser({ coins: 0 });
    const host = await server.newUser({ is_host: true, video_call_gold: 60 });
    const inbox = await server.listen(caller);

    expect(await admin(`user free-minutes ${caller} 2`)).toMatchObject({ code: EXIT_OK, out: `Gave user ${caller} 2 free call minutes; they have 2 now.` });
    expect(await admin(`user free-minutes ${caller} 1`)).toMatchObject({ code: EXIT_OK, out: `Gave user ${caller} 1 free call minutes; they have 3 now.` });

    await eventually(() => inbox.messages.filter((m) => m.type === REALTIME_MESSAGE_TYPE.userState && m.sub === USER_UPDATE_SUB.callFreeMinutes).length === 2);
    const init = await server.client(caller).http.request(profileInitContract, {});
    expect(init.ok && init.data.user_info.call_free_min).toBe(3);
    // No coins at all, yet the call starts: its free period is the free minutes.
    const started = await server.client(caller).http.request(callStartContract, { target_uid: host, call_type: CALL_TYPE.video });
    expect(started.ok && started.data.free_seconds).toBe(3 * SECONDS_PER_MINUTE);
    if (started.ok) await server.client(caller).http.request(callEndContract, { room_id: started.data.room_id });
  });

  it('refuses a line without a positive number of minutes, or too many at once, and exits 2', async () => {
    const uid = await server.newUser();
    expect((await admin(`user free-minutes ${uid} 0`)).code).toBe(EXIT_USAGE);
    expect((await admin(`user free-minutes ${uid} 601`)).code).toBe(EXIT_USAGE);
    expect((await admin(`user free-minutes ${uid}`)).code).toBe(EXIT_USAGE);
  });

  it('refuses a user that does not exist and exits 1 saying so', async () => {
    const result = await admin('user free-minutes 99999999 5');
    expect(result.code).toBe(EXIT_FAILED);
    expect(result.err).toContain('there is no user 99999999');
  });
});

describe('rewards grant free minutes', () => {
  it('gives the home-screen reward’s free minutes once, however many requests race, and tells the user once', async () => {
    const uid = await server.newUser();
    const inbox = await server.listen(uid);
    const http = server.client(uid).http;
    await Promise.all([http.request(homeScreenRewardContract, { source: 'web' }), http.request(homeScreenRewardContract, { source: 'web' })]);
    await http.request(homeScreenRewardContract, { source: 'native' });
    await eventually(() => inbox.messages.some((m) => m.type === REALTIME_MESSAGE_TYPE.userState && m.sub === USER_UPDATE_SUB.callFreeMinutes));
    const init = await http.request(profileInitContract, {});
    expect(init.ok && init.data.user_info.call_free_min).toBe(HOME_SCREEN_REWARD_FREE_MINUTES);
    expect(inbox.messages.filter((m) => m.type === REALTIME_MESSAGE_TYPE.userState && m.sub === USER_UPDATE_SUB.callFreeMinutes)).toHaveLength(1);
  });
});
