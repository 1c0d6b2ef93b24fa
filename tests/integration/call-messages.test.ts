import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAnswerContract } from '../../src/application/contracts/call/answer.contract.js';
import { callConnectContract } from '../../src/application/contracts/call/connect.contract.js';
import { callEndContract } from '../../src/application/contracts/call/end.contract.js';
import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import { matchStartContract } from '../../src/application/contracts/match/start.contract.js';
import { msgListContract } from '../../src/application/contracts/msg/list.contract.js';
import { CALL_STATUS_ICON, CALL_TYPE, MSG_TYPE } from '../../src/domain/constants.js';
import { startCallServer, type CallServer } from '../support/call-harness.js';

let server: CallServer;
beforeAll(async () => {
  server = await startCallServer();
});
afterAll(async () => server?.close());

/** The newest message of `uid`'s chat with `peer`, as the inbox shows it. */
async function lastMessageWith(uid: number, peer: number): Promise<{ msg_type: number; content: Record<string, unknown>; send_uid: number } | null> {
  const result = await server.client(uid).http.request(msgListContract, { type: 0 });
  if (!result.ok) throw new Error(result.error.msg);
  const row = result.data.list.find((item) => item.user_infos[String(peer)] !== undefined);
  const message = row?.list[0];
  return row === undefined || message === undefined ? null : { msg_type: row.msg_type, content: JSON.parse(row.msg_content) as Record<string, unknown>, send_uid: message.send_uid };
}

async function eventuallyLast(uid: number, peer: number, msgType: number) {
  let last: Awaited<ReturnType<typeof lastMessageWith>> = null;
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    last = await lastMessageWith(uid, peer);
    if (last?.msg_type === msgType) return last;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no message of type ${msgType}: ${JSON.stringify(last)}`);
}

describe('the chat records of calls (type 8)', () => {
  it('writes a call that connected into both sides’ chat with its kind, completed icon and connected seconds', async () => {
    const caller = await server.newUser({ nickname: 'Ben', coins: 1_000 });
    const host = await server.newUser({ nickname: 'Ana', is_host: true, video_call_gold: 30 });
    const started = await server.client(caller).http.request(callStartContract, { target_uid: host, call_type: CALL_TYPE.voice });
    if (!started.ok) throw new Error(started.error.msg);
    const room = started.data.room_id;
    await server.client(host).http.request(callAnswerContract, { room_id: room });
    await server.client(host).http.request(callConnectContract, { room_id: room });
    await server.time.advanceBy(25_000);
    await server.client(caller).http.request(callEndContract, { room_id: room });

    const forCaller = await eventuallyLast(caller, host, MSG_TYPE.call);
    expect(forCaller).toEqual({
      msg_type: MSG_TYPE.call,
      send_uid: caller,
      content: { room_id: room, call_type: CALL_TYPE.voice, status: CALL_STATUS_ICON.completed, peer_status: CALL_STATUS_ICON.completed, duration: 25 },
    });
    expect(await lastMessageWith(host, caller)).toEqual(forCaller);
  });

  it('records a call the caller cancelled as cancelled for the caller and missed for the callee', async () => {
    const caller = await server.newUser({ coins: 1_000 });
    const host = await server.newUser({ is_host: true, video_call_gold: 30 });
    const started = await server.client(caller).http.request(callStartContract, { target_uid: host, call_type: CALL_TYPE.video });
    if (!started.ok) throw new Error(started.error.msg);
    await server.client(caller).http.request(callEndContract, { room_id: started.data.room_id });

    const record = await eventuallyLast(host, caller, MSG_TYPE.call);
    expect(record.content).toMatchObject({ call_type: CALL_TYPE.video, status: CALL_STATUS_ICON.cancelled, peer_status: CALL_STATUS_ICON.missed, duration: 0 });
  });

  it('stores one record per call, however often the end is asked for', async () => {
    const caller = await server.newUser({ coins: 1_000 });
    const host = await server.newUser({ is_host: true });
    const started = await server.client(caller).http.request(callStartContract, { target_uid: host, call_type: CALL_TYPE.video });
    if (!started.ok) throw new Error(started.error.msg);
    await server.client(caller).http.request(callEndContract, { room_id: started.data.room_id });
    await server.client(host).http.request(callEndContract, { room_id: started.data.room_id });
    await eventuallyLast(caller, host, MSG_TYPE.call);

    const rows = await server.database.db.selectFrom('messages').select('id').where('msg_type', '=', MSG_TYPE.call).where('send_uid', '=', caller).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('the chat record of a match (type 27)', () => {
  it('writes a match-success message into the matched pair’s chat when the match is made', async () => {
    const seeker = await server.newUser({ nickname: 'Ben', coins: 1_000 });
    const host = await server.newUser({ nickname: 'Ana', is_host: true });
    await server.client(host).http.request(matchStartContract, { call_type: CALL_TYPE.video });
    const matched = await server.client(seeker).http.request(matchStartContract, { call_type: CALL_TYPE.video });
    expect(matched.ok).toBe(true);

    const forSeeker = await eventuallyLast(seeker, host, MSG_TYPE.matchSuccess);
    expect(forSeeker.content).toMatchObject({ call_type: CALL_TYPE.video });
    const forHost = await eventuallyLast(host, seeker, MSG_TYPE.matchSuccess);
    expect(forHost.content).toEqual(forSeeker.content);
  });
});
