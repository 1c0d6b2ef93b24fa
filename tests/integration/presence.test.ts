import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFollowContract } from '../../src/application/contracts/user/follow.contract.js';
import { userInfoContract } from '../../src/application/contracts/user/info.contract.js';
import { USER_STATE_SUB_ONLINE } from '../../src/domain/calls/user-state.js';
import { ONLINE_STATUS, REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import { PRESENCE_GRACE_MS } from '../../server/presence/in-memory-presence-store.js';
import { eventually, startCallServer, type CallServer } from '../support/call-harness.js';

/*
 * Issue #13 presence: the server knows who is connected to the broker (with a grace period
 * for reconnects) and tells followers when someone comes online and goes offline (type 7);
 * the user page's card reads the same presence.
 */

let server: CallServer;
beforeAll(async () => {
  server = await startCallServer();
});
afterAll(async () => server?.close());

const statesOf = (messages: readonly Record<string, unknown>[], uid: number) =>
  messages.filter((m) => m.type === REALTIME_MESSAGE_TYPE.userState && m.sub === USER_STATE_SUB_ONLINE && m.uid === uid).map((m) => m.online_status);

async function statusOnCard(viewer: number, uid: number) {
  const card = await server.client(viewer).http.request(userInfoContract, { target_uid: uid });
  if (!card.ok) throw new Error(card.error.msg);
  return card.data.online_status;
}

describe('presence from the broker\'s connections', () => {
  it('shows a user offline until they connect, then online to their followers, and offline once the grace period has passed', async () => {
    const ana = await server.newUser({ nickname: 'Ana' });
    const fan = await server.newUser({});
    await server.client(fan).http.request(userFollowContract, { flag: 'add', target_uid: ana });
    const fanInbox = await server.listen(fan);
    expect(await statusOnCard(fan, ana)).toBe(ONLINE_STATUS.offline);

    const anaSession = await server.listen(ana);
    await eventually(() => statesOf(fanInbox.messages, ana).length === 1);
    expect(statesOf(fanInbox.messages, ana)).toEqual([ONLINE_STATUS.online]);
    expect(await statusOnCard(fan, ana)).toBe(ONLINE_STATUS.online);

    const pending = server.time.size;
    await anaSession.client.endAsync(true);
    // Within the grace period a dropped connection still counts: a reconnect would be silent.
    await eventually(() => server.time.size > pending);
    expect(await statusOnCard(fan, ana)).toBe(ONLINE_STATUS.online);
    await server.time.advanceBy(PRESENCE_GRACE_MS);
    await eventually(() => statesOf(fanInbox.messages, ana).length === 2);
    expect(statesOf(fanInbox.messages, ana)).toEqual([ONLINE_STATUS.online, ONLINE_STATUS.offline]);
    expect(await statusOnCard(fan, ana)).toBe(ONLINE_STATUS.offline);
  });

  it('says nothing to followers when a user reconnects within the grace period', async () => {
    const ana = await server.newUser({ nickname: 'Ana' });
    const fan = await server.newUser({});
    await server.client(fan).http.request(userFollowContract, { flag: 'add', target_uid: ana });
    const fanInbox = await server.listen(fan);
    const first = await server.listen(ana);
    await eventually(() => statesOf(fanInbox.messages, ana).length === 1);

    const pending = server.time.size;
    await first.client.endAsync(true);
    await eventually(() => server.time.size > pending);
    await server.listen(ana);
    await server.time.advanceBy(PRESENCE_GRACE_MS * 2);
    expect(statesOf(fanInbox.messages, ana)).toEqual([ONLINE_STATUS.online]);
    expect(await statusOnCard(fan, ana)).toBe(ONLINE_STATUS.online);
  });
});
