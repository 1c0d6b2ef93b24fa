import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, runCli } from '../../server/admin/run-cli.js';
import { userFollowContract } from '../../src/application/contracts/user/follow.contract.js';
import { USER_UPDATE_SUB, type UserUpdateSub } from '../../src/application/contracts/user/user-update.js';
import { userVisitContract } from '../../src/application/contracts/user/visit.contract.js';
import { REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import { eventually, startCallServer, type CallServer } from '../support/call-harness.js';

let server: CallServer;
let baseUrl: string;
beforeAll(async () => {
  server = await startCallServer();
  const address = server.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => server?.close());

async function admin(args: readonly string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli([...args], { baseUrl, token: undefined }, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

type Inbox = Awaited<ReturnType<CallServer['listen']>>;
const updatesOf = (inbox: Inbox, uid: number, sub: UserUpdateSub) =>
  inbox.messages.filter((m) => m.type === REALTIME_MESSAGE_TYPE.userState && m.sub === sub && m.uid === uid);

describe('account updates (type 7) at the event', () => {
  it('tells the followed user counts and friend_status, and the follower friend_status, on follow and unfollow — not on a repeat', async () => {
    const fan = await server.newUser();
    const star = await server.newUser();
    const [fanInbox, starInbox] = await Promise.all([server.listen(fan), server.listen(star)]);

    await server.client(fan).http.request(userFollowContract, { flag: 'add', target_uid: star });
    await eventually(() => updatesOf(starInbox, star, USER_UPDATE_SUB.counts).length === 1 && updatesOf(fanInbox, fan, USER_UPDATE_SUB.friendStatus).length === 1);
    expect(updatesOf(starInbox, star, USER_UPDATE_SUB.friendStatus)).toHaveLength(1);

    // Following again changes nothing, so nothing is told.
    await server.client(fan).http.request(userFollowContract, { flag: 'add', target_uid: star });
    await server.client(fan).http.request(userFollowContract, { flag: 'del', target_uid: star });
    await eventually(() => updatesOf(starInbox, star, USER_UPDATE_SUB.counts).length === 2);
    await server.client(fan).http.request(userFollowContract, { flag: 'del', target_uid: star });
    await eventually(() => updatesOf(fanInbox, fan, USER_UPDATE_SUB.friendStatus).length === 2);
    expect(updatesOf(starInbox, star, USER_UPDATE_SUB.counts)).toHaveLength(2);
    expect(updatesOf(fanInbox, fan, USER_UPDATE_SUB.friendStatus)).toHaveLength(2);
  });

  it('tells a visited user counts once per counted visit (a second visit the same day counts nothing)', async () => {
    const visitor = await server.newUser();
    const visited = await server.newUser();
    const inbox = await server.listen(visited);
    await server.client(visitor).http.request(userVisitContract, { target_uid: visited });
    await server.client(visitor).http.request(userVisitContract, { target_uid: visited });
    await eventually(() => updatesOf(inbox, visited, USER_UPDATE_SUB.counts).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(updatesOf(inbox, visited, USER_UPDATE_SUB.counts)).toHaveLength(1);
  });

  it('tells a user level when coins moved change their level, and not when they stay on it', async () => {
    const uid = await server.newUser();
    const inbox = await server.listen(uid);
    // 0 coins moved is level 0; 150 is level 2 (LEVEL_THRESHOLDS_COINS 1, 100, 300).
    expect((await admin(['coins', 'grant', String(uid), '150'])).code).toBe(EXIT_OK);
    await eventually(() => updatesOf(inbox, uid, USER_UPDATE_SUB.level).length === 1);
    const row = await server.database.db.selectFrom('users').select('level').where('uid', '=', uid).executeTakeFirstOrThrow();
    expect(row.level).toBe(2);
    expect((await admin(['coins', 'grant', String(uid), '10'])).code).toBe(EXIT_OK);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(updatesOf(inbox, uid, USER_UPDATE_SUB.level)).toHaveLength(1);
  });

  it('tells a user auth when the operator verifies them', async () => {
    const uid = await server.newUser();
    const inbox = await server.listen(uid);
    expect((await admin(['user', 'verify', String(uid)])).code).toBe(EXIT_OK);
    await eventually(() => updatesOf(inbox, uid, USER_UPDATE_SUB.auth).length === 1);
  });
});

describe('operator instructions to a running app (types 6 and 18)', () => {
  it('sends a callback instruction as type 6, checked against the app’s schema', async () => {
    const uid = await server.newUser();
    const inbox = await server.listen(uid);
    const sent = await admin(['user', 'callback', String(uid), '{"type":"open","url":"#/pages/balance"}']);
    expect(sent).toMatchObject({ code: EXIT_OK, out: `Sent user ${uid} the open instruction.` });
    await eventually(() => inbox.messages.some((m) => m.type === REALTIME_MESSAGE_TYPE.callback));
    expect(inbox.messages.find((m) => m.type === REALTIME_MESSAGE_TYPE.callback)).toEqual({ type: REALTIME_MESSAGE_TYPE.callback, callback: [{ type: 'open', url: '#/pages/balance' }] });

    expect((await admin(['user', 'callback', String(uid), '{"type":"open"}'])).code).toBe(EXIT_FAILED);
    expect((await admin(['user', 'callback', String(uid), 'not json'])).code).toBe(EXIT_USAGE);
    expect((await admin(['user', 'callback', '99999999', '{"type":"close"}'])).err).toContain('there is no user 99999999');
  });

  it('sends a worded notice as type 18', async () => {
    const uid = await server.newUser();
    const inbox = await server.listen(uid);
    expect((await admin(['user', 'notice', String(uid), 'Back', 'at', 'noon'])).code).toBe(EXIT_OK);
    await eventually(() => inbox.messages.some((m) => m.type === REALTIME_MESSAGE_TYPE.other));
    expect(inbox.messages.find((m) => m.type === REALTIME_MESSAGE_TYPE.other)).toEqual({ type: REALTIME_MESSAGE_TYPE.other, sub: 'notice', text: 'Back at noon' });
    expect((await admin(['user', 'notice', String(uid)])).code).toBe(EXIT_USAGE);
  });
});
