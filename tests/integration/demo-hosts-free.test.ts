import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_CATALOGUE } from '../../server/gifts/gift-catalogue.js';
import { DEMO_HOST_GIFT_REFUSAL } from '../../server/gifts/send-gift.js';
import { MATCH_PRICES } from '../../server/match/match-prices.js';
import { DEMO_VIDEO_CALL_GOLD } from '../../server/demo/demo-hosts.js';
import { demoDb } from '../../server/demo/demo-hosts-table.js';
import { callEndContract } from '../../src/application/contracts/call/end.contract.js';
import { callHeartbeatContract } from '../../src/application/contracts/call/heartbeat.contract.js';
import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import { giftSendContract } from '../../src/application/contracts/gift/send.contract.js';
import { MATCH_EVENT_KEY, matchEventSchema } from '../../src/application/contracts/match/match-event.js';
import { matchStartContract } from '../../src/application/contracts/match/start.contract.js';
import { msgDetailContract } from '../../src/application/contracts/msg/detail.contract.js';
import { msgSendContract } from '../../src/application/contracts/msg/send.contract.js';
import { userInfoContract } from '../../src/application/contracts/user/info.contract.js';
import { CALL_TYPE, CHAT_TYPE, DEMO_HOST_ANSWER_DELAY_MS, HEARTBEAT_MS, MSG_TYPE, SEND_LIMIT_LEVEL } from '../../src/domain/constants.js';
import { callsDatabase } from '../../server/calls/call-tables.js';
import { eventually, startCallServer, type CallServer } from '../support/call-harness.js';
import { FREE_MESSAGES_PER_HOST_CHAT } from '../../server/messages/message-price.js';

/**
 * The attack of issue #11 point 11: a demo host answers, no audio or video ever comes, and
 * the server bills the caller per minute. Each test spends real coins on a demo host the
 * way a client can and checks that nothing left the caller's account.
 */
let server: CallServer;
let demoHosts: readonly number[];
const COINS = 5_000;
const CALL_MINUTES = 5;

beforeAll(async () => {
  server = await startCallServer({ demoHosts: true });
  const rows = await demoDb(server.database.db).selectFrom('demo_hosts').select('uid').orderBy('uid').execute();
  demoHosts = rows.map((row) => row.uid);
});
afterAll(async () => server?.close());

/** Every coin transfer out of `uid`'s account, whatever its reason. */
const spendsOf = (uid: number) =>
  server.database.db.selectFrom('ledger_transfers').select(['reason', 'amount', 'idempotency_key']).where('from_account', '=', `user:${uid}`).execute();

async function heartbeat(uid: number, room: number) {
  const result = await server.client(uid).http.request(callHeartbeatContract, { room_id: room });
  if (!result.ok) throw new Error(result.error.msg);
  return result.data;
}

describe('a demo host never costs coins', () => {
  it('seeds demo hosts, each flagged as demo on its user row', async () => {
    expect(demoHosts.length).toBeGreaterThan(0);
    const flagged = await server.database.db.selectFrom('users').select('uid').where('is_demo', '=', true).orderBy('uid').execute();
    expect(flagged.map((row) => row.uid)).toEqual(demoHosts);
  });

  it('shows a demo host on the user page as a demo whose calls cost nothing', async () => {
    const viewer = await server.newUser();
    const card = await server.client(viewer).http.request(userInfoContract, { target_uid: demoHosts[0]! });
    if (!card.ok) throw new Error(card.error.msg);
    expect(card.data).toMatchObject({ is_demo: 1, video_call_gold: 0, voice_call_gold: 0 });
  });

  it('charges nothing and records no spend for a five-minute video call to a demo host, and keeps the caller’s free minutes', async () => {
    const caller = await server.newUser({ coins: COINS, call_free_min: 2 });
    const started = await server.client(caller).http.request(callStartContract, { target_uid: demoHosts[1]!, call_type: CALL_TYPE.video });
    if (!started.ok) throw new Error(started.error.msg);
    expect(started.data.price_per_min).toBe(0);
    const room = started.data.room_id;

    await server.time.advanceBy(DEMO_HOST_ANSWER_DELAY_MS.max + 1);
    expect((await heartbeat(caller, room)).status).toBe('connected');
    const { connected_at } = await callsDatabase(server.database.db).selectFrom('calls').select('connected_at').where('id', '=', room).executeTakeFirstOrThrow();
    for (let at = connected_at! + HEARTBEAT_MS; at <= connected_at! + CALL_MINUTES * 60_000; at += HEARTBEAT_MS) {
      await server.time.advanceTo(at);
      await heartbeat(caller, room);
    }
    const ended = await server.client(caller).http.request(callEndContract, { room_id: room });
    expect(ended.ok && ended.data).toMatchObject({ status: 'ended', billed_minutes: 0, coins: 0 });
    expect(await server.ledger.balanceOf(caller)).toBe(COINS);
    expect(await spendsOf(caller)).toEqual([]);
    const after = await server.database.db.selectFrom('users').select('call_free_min').where('uid', '=', caller).executeTakeFirstOrThrow();
    expect(after.call_free_min).toBe(2);
  });

  it('charges neither coins nor a free match for a match a demo host takes', async () => {
    for (const freeMatches of [0, 2]) {
      const seeker = await server.newUser({ coins: COINS, match_free_count: freeMatches });
      const inbox = await server.listen(seeker);
      const started = await server.client(seeker).http.request(matchStartContract, { call_type: CALL_TYPE.video });
      if (!started.ok) throw new Error(started.error.msg);
      await server.time.advanceBy(DEMO_HOST_ANSWER_DELAY_MS.max + 1);
      await eventually(() => inbox.messages.some((m) => m.type === 4));
      const matched = matchEventSchema.parse(inbox.messages.find((m) => m.type === 4));
      if (matched.key !== MATCH_EVENT_KEY.incomingCall) throw new Error(`expected key 1, got ${matched.key}`);
      expect(demoHosts).toContain(matched.user_info.uid);
      expect(matched.user_info.is_demo).toBe(1);
      expect(matched).toMatchObject({ price_per_min: 0, match_free_count: freeMatches });
      await server.client(seeker).http.request(callEndContract, { room_id: matched.room_id });

      expect(MATCH_PRICES.free_user_match_price).toBeGreaterThan(0);
      expect(await server.ledger.balanceOf(seeker)).toBe(COINS);
      expect(await spendsOf(seeker)).toEqual([]);
      const after = await server.database.db.selectFrom('users').select('match_free_count').where('uid', '=', seeker).executeTakeFirstOrThrow();
      expect(after.match_free_count).toBe(freeMatches);
    }
  });

  it('charges nothing for messages to a demo host, well past the free ones a host chat gives, and spends no bought free message', async () => {
    const sender = await server.newUser({ coins: COINS });
    const BOUGHT = 3;
    await server.database.db.updateTable('users').set({ message_free_count: BOUGHT }).where('uid', '=', sender).execute();
    const host = demoHosts[2]!;
    for (let n = 0; n < FREE_MESSAGES_PER_HOST_CHAT + 3; n++) {
      const sent = await server.client(sender).http.request(msgSendContract, {
        to_uid: host, chat_type: CHAT_TYPE.private, data: { msg_type: MSG_TYPE.text, msg_content: JSON.stringify({ content: `hello ${n}` }) },
      });
      if (!sent.ok) throw new Error(sent.error.msg);
      expect(sent.data).toMatchObject({ balance: COINS, send_limit_level: SEND_LIMIT_LEVEL.free, tips: '' });
    }
    const detail = await server.client(sender).http.request(msgDetailContract, { to_uid: host });
    expect(detail.ok && detail.data).toMatchObject({ price: 0, free_left: 0, send_limit_level: SEND_LIMIT_LEVEL.free, user_info: { is_demo: 1, video: 0 } });
    expect(await server.ledger.balanceOf(sender)).toBe(COINS);
    expect(await spendsOf(sender)).toEqual([]);
    const after = await server.database.db.selectFrom('users').select('message_free_count').where('uid', '=', sender).executeTakeFirstOrThrow();
    expect(after.message_free_count).toBe(BOUGHT);
  });

  it('refuses a gift to a demo host and takes nothing', async () => {
    const sender = await server.newUser({ coins: COINS });
    const gift = GIFT_CATALOGUE[1]!;
    const sent = await server.client(sender).http.request(giftSendContract, { gift_id: gift.id, to_uid: demoHosts[3]!, number: 1, client_msg_id: 'gift-to-demo' });
    expect(sent.ok).toBe(false);
    expect(!sent.ok && sent.error.msg).toBe(DEMO_HOST_GIFT_REFUSAL);
    expect(await server.ledger.balanceOf(sender)).toBe(COINS);
    expect(await spendsOf(sender)).toEqual([]);
  });

  it('still bills a call to a real host at the demo hosts’ own price (the rule is about demo hosts, not the price)', async () => {
    const host = await server.newUser({ is_host: true, video_call_gold: DEMO_VIDEO_CALL_GOLD });
    const caller = await server.newUser({ coins: COINS });
    const started = await server.client(caller).http.request(callStartContract, { target_uid: host, call_type: CALL_TYPE.video });
    expect(started.ok && started.data.price_per_min).toBe(DEMO_VIDEO_CALL_GOLD);
    if (started.ok) await server.client(caller).http.request(callEndContract, { room_id: started.data.room_id });
  });
});
