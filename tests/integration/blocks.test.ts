import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callAnswerContract } from '../../src/application/contracts/call/answer.contract.js';
import { callConnectContract } from '../../src/application/contracts/call/connect.contract.js';
import { callEndContract } from '../../src/application/contracts/call/end.contract.js';
import { callHeartbeatContract } from '../../src/application/contracts/call/heartbeat.contract.js';
import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import { greetSendContract } from '../../src/application/contracts/greet/send.contract.js';
import { GREET_TARGETS_MAX } from '../../src/application/contracts/greet/greet-targets.js';
import { matchCloseContract } from '../../src/application/contracts/match/close.contract.js';
import { matchInfoContract } from '../../src/application/contracts/match/info.contract.js';
import { matchStartContract } from '../../src/application/contracts/match/start.contract.js';
import { msgSendContract } from '../../src/application/contracts/msg/send.contract.js';
import { userBlackContract } from '../../src/application/contracts/user/black.contract.js';
import { CALL_HEARTBEAT_LOSS_MS, CALL_TYPE, CHAT_TYPE, MSG_TYPE } from '../../src/domain/constants.js';
import { startCallServer, type CallServer } from '../support/call-harness.js';
import { CALL_END_REASON } from '../../src/domain/calls/call-codes.js';

/*
 * The attacks of issue #11 points 5 and 8 against the real server in process: a block
 * must stop calls (both ways), matching and greetings; /greet/send must not reach any uid
 * for free; a message must not carry media from anywhere but our own upload storage.
 */

let server: CallServer;
const waiting = new Set<number>();

beforeAll(async () => {
  server = await startCallServer();
});
afterAll(async () => server?.close());
afterEach(async () => {
  for (const uid of waiting) await server.client(uid).http.request(matchCloseContract, {});
  waiting.clear();
});

const db = () => server.database.db;

async function block(blocker: number, blocked: number): Promise<void> {
  const result = await server.client(blocker).http.request(userBlackContract, { target_uid: blocked, flag: 'add' });
  if (!result.ok) throw new Error(`block refused: ${result.error.msg}`);
}

async function callsBetween(a: number, b: number): Promise<number> {
  const rows = await db()
    .withTables<{ calls: { caller_uid: number; callee_uid: number } }>()
    .selectFrom('calls')
    .select('caller_uid')
    .where((eb) => eb.or([eb.and([eb('caller_uid', '=', a), eb('callee_uid', '=', b)]), eb.and([eb('caller_uid', '=', b), eb('callee_uid', '=', a)])]))
    .execute();
  return rows.length;
}

async function seek(uid: number) {
  const result = await server.client(uid).http.request(matchStartContract, { call_type: CALL_TYPE.video });
  if (!result.ok) throw new Error(`match refused: ${result.error.msg}`);
  waiting.add(uid);
}

const isWaiting = async (uid: number) => {
  const info = await server.client(uid).http.request(matchInfoContract, {});
  return info.ok && info.data.waiting === 1;
};

async function messagesFrom(uid: number): Promise<number> {
  const row = await db().selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('send_uid', '=', uid).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('a block stops calls', () => {
  it('refuses a call from the blocked user to the blocker with CALL.BLOCKED, ringing nothing and recording nothing', async () => {
    const blocker = await server.newUser({ coins: 1_000 });
    const blocked = await server.newUser({ coins: 1_000 });
    const blockerInbox = await server.listen(blocker);
    await block(blocker, blocked);

    const attempt = await server.client(blocked).http.request(callStartContract, { target_uid: blocker, call_type: CALL_TYPE.video });

    expect(attempt).toMatchObject({ ok: false, error: { msg: 'CALL.BLOCKED' } });
    expect(await callsBetween(blocker, blocked)).toBe(0);
    expect(blockerInbox.messages.filter((m) => m.type === 3)).toEqual([]);
  });

  it('refuses a call from the blocker to the user it blocked, and lets it through again after the unblock', async () => {
    const blocker = await server.newUser({ coins: 1_000 });
    const blocked = await server.newUser({ coins: 1_000 });
    await block(blocker, blocked);

    const attempt = await server.client(blocker).http.request(callStartContract, { target_uid: blocked, call_type: CALL_TYPE.voice });
    expect(attempt).toMatchObject({ ok: false, error: { msg: 'CALL.BLOCKED' } });

    await server.client(blocker).http.request(userBlackContract, { target_uid: blocked, flag: 'del' });
    const again = await server.client(blocker).http.request(callStartContract, { target_uid: blocked, call_type: CALL_TYPE.voice });
    expect(again.ok).toBe(true);
    if (again.ok) await server.client(blocker).http.request(callEndContract, { room_id: again.data.room_id });
  });

  it('ends a call already under way (reason 7) at the next liveness check once one side blocks the other', async () => {
    const caller = await server.newUser({ coins: 1_000 });
    const callee = await server.newUser();
    const started = await server.client(caller).http.request(callStartContract, { target_uid: callee, call_type: CALL_TYPE.video });
    if (!started.ok) throw new Error(started.error.msg);
    const room = started.data.room_id;
    await server.client(callee).http.request(callAnswerContract, { room_id: room });
    await server.client(caller).http.request(callConnectContract, { room_id: room });
    await block(callee, caller);

    await server.time.advanceBy(CALL_HEARTBEAT_LOSS_MS);

    const status = await server.client(caller).http.request(callHeartbeatContract, { room_id: room });
    expect(status.ok && status.data).toMatchObject({ status: 'ended', reason: CALL_END_REASON.system });
  });
});

describe('a block stops matching', () => {
  it('never pairs a seeker with a host a block stands between, and gives the seeker the next host instead', async () => {
    const seeker = await server.newUser({ coins: 1_000 });
    const blockedHost = await server.newUser({ is_host: true });
    await block(blockedHost, seeker);

    await seek(seeker);
    await seek(blockedHost);
    expect([await isWaiting(seeker), await isWaiting(blockedHost)]).toEqual([true, true]);
    expect(await callsBetween(seeker, blockedHost)).toBe(0);

    const otherHost = await server.newUser({ is_host: true });
    await seek(otherHost);
    expect([await isWaiting(seeker), await isWaiting(otherHost), await isWaiting(blockedHost)]).toEqual([false, false, true]);
    expect(await callsBetween(seeker, otherHost)).toBe(1);
  });
});

describe('greetings reach only the people a match put on the say-hi list', () => {
  it('greets nobody (and stores nothing) when the targets are any uids the sender picked', async () => {
    const spammer = await server.newUser();
    const strangers = await Promise.all(Array.from({ length: 3 }, () => server.newUser()));
    const guessed = [...strangers, ...Array.from({ length: GREET_TARGETS_MAX - strangers.length }, (_, i) => Math.max(...strangers) + 1 + i)];

    const result = await server.client(spammer).http.request(greetSendContract, { target_uid_arr: guessed });

    expect(result).toMatchObject({ ok: true, data: { sent: 0 } });
    expect(await messagesFrom(spammer)).toBe(0);
  });

  it('lets both sides of a match greet each other once, but not across a block', async () => {
    const seeker = await server.newUser({ coins: 1_000 });
    const host = await server.newUser({ is_host: true });
    await seek(seeker);
    await seek(host);
    waiting.clear();
    const room = await db().withTables<{ calls: { id: number; caller_uid: number } }>().selectFrom('calls').select('id').where('caller_uid', '=', seeker).executeTakeFirstOrThrow();
    await server.client(seeker).http.request(callEndContract, { room_id: room.id });

    const greeted = await server.client(seeker).http.request(greetSendContract, { target_uid_arr: [host] });
    expect(greeted).toMatchObject({ ok: true, data: { sent: 1 } });

    await block(seeker, host);
    const back = await server.client(host).http.request(greetSendContract, { target_uid_arr: [seeker] });
    expect(back).toMatchObject({ ok: true, data: { sent: 0 } });
    expect(await messagesFrom(host)).toBe(0);
  });
});

describe('message media comes only from our own upload storage', () => {
  const OWN = '/uploads/msg/2025/01/10000001/3f9a0c11.jpg';

  async function sendMedia(msgType: number, content: Record<string, unknown>) {
    const from = await server.newUser({ coins: 1_000 });
    const to = await server.newUser();
    const result = await server.client(from).http.request(msgSendContract, {
      to_uid: to,
      chat_type: CHAT_TYPE.private,
      data: { msg_type: msgType, msg_content: JSON.stringify(content) },
      client_msg_id: `media-${from}`,
    });
    return { result, stored: await messagesFrom(from) };
  }

  it.each([
    ['a javascript: picture', MSG_TYPE.image, { image_url: 'javascript:alert(document.cookie)', image_width: 1, image_height: 1 }],
    ['a picture on a foreign host', MSG_TYPE.image, { image_url: 'https://tracker.example.net/pixel.jpg' }],
    ['a foreign thumbnail beside our own picture', MSG_TYPE.image, { image_url: OWN, small_url: 'https://tracker.example.net/t.jpg' }],
    ['a voice message on a foreign host', MSG_TYPE.voice, { voice_url: 'http://10.0.0.5/v.m4a', voice_duration: 3 }],
    ['a video with a foreign cover', MSG_TYPE.video, { url: '/uploads/msg/2025/01/10000001/3f9a.mp4', cover_url: '//tracker.example.net/c.jpg' }],
    ['a path that climbs out of the storage', MSG_TYPE.image, { image_url: '/uploads/../glint.db' }],
    ['a sticker drawn from a foreign host', MSG_TYPE.expression, { url: 'https://tracker.example.net/s.png' }],
  ])('refuses %s and stores nothing', async (_name, msgType, content) => {
    const { result, stored } = await sendMedia(msgType, content);
    expect(result.ok && 'id' in result.data).toBe(false);
    expect(stored).toBe(0);
  });

  it('sends a picture, a video and a sticker of our own', async () => {
    for (const [msgType, content] of [
      [MSG_TYPE.image, { image_url: OWN, small_url: OWN, image_width: 10, image_height: 10 }],
      [MSG_TYPE.video, { url: '/uploads/msg/2025/01/10000001/3f9a.mp4', cover_url: OWN, small_url: '' }],
      [MSG_TYPE.expression, { url: '/stickers/cat/3.svg' }],
    ] as const) {
      const { result, stored } = await sendMedia(msgType, content);
      expect(result.ok && 'id' in result.data).toBe(true);
      expect(stored).toBe(1);
    }
  });
});
