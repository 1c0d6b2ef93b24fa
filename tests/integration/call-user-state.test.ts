import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndContract } from '../../src/application/contracts/call/end.contract.js';
import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import { userFollowContract } from '../../src/application/contracts/user/follow.contract.js';
import { USER_STATE_SUB_ONLINE } from '../../src/domain/calls/user-state.js';
import { CALL_TYPE, CHAT_TYPE, ONLINE_STATUS, REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import { CALL_TEST_START, eventually, startCallServer, type CallServer } from '../support/call-harness.js';

let server: CallServer;
beforeAll(async () => {
  server = await startCallServer();
});
afterAll(async () => server?.close());

const statesOf = (messages: readonly Record<string, unknown>[], uid: number) =>
  messages.filter((m) => m.type === REALTIME_MESSAGE_TYPE.userState && m.sub === USER_STATE_SUB_ONLINE && m.uid === uid).map((m) => m.online_status);

/** A private chat between two users, as the messaging module keeps it (one row, a member row per side). */
async function chatBetween(a: number, b: number): Promise<void> {
  const { db } = server.database;
  const chat = await db
    .insertInto('chats')
    .values({ chat_type: CHAT_TYPE.private, user_low: Math.min(a, b), user_high: Math.max(a, b), created_at: CALL_TEST_START })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('chat_members').values([{ chat_id: Number(chat.id), uid: a, peer_uid: b }, { chat_id: Number(chat.id), uid: b, peer_uid: a }]).execute();
}

/**
 * Connects the host and waits until each listener heard their presence (coming online is a
 * type-7 update of its own, tests/integration/presence.test.ts), then forgets those, so
 * the test reads only what the call changes.
 */
async function hostComesOnline(host: number, listeners: readonly { messages: Record<string, unknown>[] }[]) {
  const hostInbox = await server.listen(host);
  await eventually(() => listeners.every((listener) => statesOf(listener.messages, host).length === 1));
  for (const listener of listeners) listener.messages.length = 0;
  return hostInbox;
}

describe('user state updates (type 7): busy while in a call, back after it', () => {
  it('tells a host\'s followers and chat partners that the host is chatting, then online again, and no one else', async () => {
    const caller = await server.newUser({ coins: 1_000 });
    const host = await server.newUser({ nickname: 'Ana', is_host: true });
    const fan = await server.newUser({});
    const partner = await server.newUser({});
    const stranger = await server.newUser({});
    await server.client(fan).http.request(userFollowContract, { flag: 'add', target_uid: host });
    await chatBetween(partner, host);
    const [fanInbox, partnerInbox, strangerInbox] = await Promise.all([server.listen(fan), server.listen(partner), server.listen(stranger)]);
    const hostInbox = await hostComesOnline(host, [fanInbox, partnerInbox]);

    const started = await server.client(caller).http.request(callStartContract, { target_uid: host, call_type: CALL_TYPE.video });
    expect(started.ok).toBe(true);
    await eventually(() => statesOf(fanInbox.messages, host).length === 1 && statesOf(partnerInbox.messages, host).length === 1);
    expect(statesOf(fanInbox.messages, host)).toEqual([ONLINE_STATUS.chatting]);

    if (started.ok) await server.client(caller).http.request(callEndContract, { room_id: started.data.room_id });
    await eventually(() => statesOf(fanInbox.messages, host).length === 2 && statesOf(partnerInbox.messages, host).length === 2);
    expect(statesOf(fanInbox.messages, host)).toEqual([ONLINE_STATUS.chatting, ONLINE_STATUS.online]);
    expect(statesOf(partnerInbox.messages, host)).toEqual([ONLINE_STATUS.chatting, ONLINE_STATUS.online]);
    expect(strangerInbox.messages.filter((m) => m.type === REALTIME_MESSAGE_TYPE.userState)).toEqual([]);
    // The host is not told about themselves.
    expect(statesOf(hostInbox.messages, host)).toEqual([]);
  });

  it('reports a host in rest mode as back to rest after the call, not online', async () => {
    const caller = await server.newUser({ coins: 1_000 });
    const host = await server.newUser({ is_host: true, is_rest: true });
    const fan = await server.newUser({});
    await server.client(fan).http.request(userFollowContract, { flag: 'add', target_uid: host });
    const fanInbox = await server.listen(fan);
    await hostComesOnline(host, [fanInbox]);
    const started = await server.client(caller).http.request(callStartContract, { target_uid: host, call_type: CALL_TYPE.voice });
    if (started.ok) await server.client(caller).http.request(callEndContract, { room_id: started.data.room_id });
    await eventually(() => statesOf(fanInbox.messages, host).length === 2);
    expect(statesOf(fanInbox.messages, host)).toEqual([ONLINE_STATUS.chatting, ONLINE_STATUS.rest]);
  });
});
