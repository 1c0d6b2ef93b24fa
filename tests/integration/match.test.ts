import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publishFollowHeart } from '../../server/match/match-events.js';
import { callAnswerContract } from '../../src/application/contracts/call/answer.contract.js';
import { callConnectContract } from '../../src/application/contracts/call/connect.contract.js';
import { callEndContract } from '../../src/application/contracts/call/end.contract.js';
import { callHistoryContract } from '../../src/application/contracts/call/history.contract.js';
import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import { matchCloseContract } from '../../src/application/contracts/match/close.contract.js';
import { MATCH_EVENT_KEY, matchEventSchema, type MatchEvent } from '../../src/application/contracts/match/match-event.js';
import { matchInfoContract } from '../../src/application/contracts/match/info.contract.js';
import { matchStartContract } from '../../src/application/contracts/match/start.contract.js';
import { CALL_ACTION_TYPE, CALL_ROOM_TYPE, CALL_TYPE, MATCH_CALL_FREE_S, MATCH_PRICE, MATCH_WAIT_MAX_MS, VIP_MATCH_DISCOUNT } from '../../src/domain/constants.js';
import { eventually, startCallServer, type CallServer } from '../support/call-harness.js';
import { PAYING_USER_MATCH_SHARE } from '../../server/match/match-prices.js';

const VIP_PRICE = MATCH_PRICE * VIP_MATCH_DISCOUNT;
const YEAR_MS = 365 * 24 * 3_600_000;

let server: CallServer;
const waiting = new Set<number>();

beforeAll(async () => {
  server = await startCallServer();
});
afterAll(async () => server?.close());
// Every test starts with an empty queue.
afterEach(async () => {
  for (const uid of waiting) await server.client(uid).http.request(matchCloseContract, {});
  waiting.clear();
});

async function seek(uid: number, callType: 1 | 2 = CALL_TYPE.video) {
  const result = await server.client(uid).http.request(matchStartContract, { call_type: callType });
  if (result.ok) waiting.add(uid);
  return result;
}

async function matchSpent(uid: number): Promise<number> {
  const rows = await server.database.db.selectFrom('ledger_transfers').select('amount').where('reason', '=', 'match').where('from_account', '=', `user:${uid}`).execute();
  return rows.reduce((sum, row) => sum + Number(row.amount), 0);
}

const matchEvents = (messages: Record<string, unknown>[]): MatchEvent[] =>
  messages.filter((m) => m.type === 4).map((m) => matchEventSchema.parse(m));

describe('the match queue', () => {
  it('matches a waiting seeker with a host: key 1 to both, the seeker calling, the host asked to accept', async () => {
    const seeker = await server.newUser({ nickname: 'Ben', coins: 100 });
    const host = await server.newUser({ nickname: 'Ana', is_host: true, video_call_gold: 40 });
    const seekerInbox = await server.listen(seeker);
    const hostInbox = await server.listen(host);

    const started = await seek(seeker);
    expect(started.ok && started.data).toMatchObject({ price: MATCH_PRICE, match_free_count: 0, vip_match_price: VIP_PRICE });
    expect((await server.client(seeker).http.request(matchInfoContract, {})).ok).toBe(true);
    expect(await server.client(seeker).http.request(matchInfoContract, {})).toMatchObject({ data: { waiting: 1 } });
    await seek(host);

    await eventually(() => matchEvents(seekerInbox.messages).length > 0 && matchEvents(hostInbox.messages).length > 0);
    const [toSeeker] = matchEvents(seekerInbox.messages);
    const [toHost] = matchEvents(hostInbox.messages);
    expect(toSeeker).toMatchObject({ key: MATCH_EVENT_KEY.incomingCall, action: CALL_ACTION_TYPE.matchConnect, user_info: { uid: host, nickname: 'Ana' }, price_per_min: 40, free_seconds: MATCH_CALL_FREE_S });
    expect(toHost).toMatchObject({ key: MATCH_EVENT_KEY.incomingCall, action: CALL_ACTION_TYPE.matchAccept, user_info: { uid: seeker, nickname: 'Ben' } });
    // The match call rings as a match event only, never as a plain call signal.
    expect(hostInbox.messages.some((m) => m.type === 3)).toBe(false);
    expect(await matchSpent(seeker)).toBe(MATCH_PRICE);
    expect(await matchSpent(host)).toBe(0);

    const room = toHost?.key === MATCH_EVENT_KEY.incomingCall ? toHost.room_id : 0;
    const answered = await server.client(host).http.request(callAnswerContract, { room_id: room });
    expect(answered.ok && answered.data).toMatchObject({ room_type: CALL_ROOM_TYPE.match, role: 'callee', free_seconds: MATCH_CALL_FREE_S });
    await server.client(seeker).http.request(callConnectContract, { room_id: room });
    await server.time.advanceBy(MATCH_CALL_FREE_S * 1_000);
    const ended = await server.client(seeker).http.request(callEndContract, { room_id: room });
    expect(ended.ok && ended.data.coins).toBe(0);
    const list = await server.client(seeker).http.request(callHistoryContract, {});
    expect(list.ok && list.data.list[0]).toMatchObject({ room_id: room, kind: 'match' });
    waiting.clear();
  });

  it('gives the next host to a VIP member before a seeker who has waited longer, at half the match price', async () => {
    const plain = await server.newUser({ coins: 100 });
    const vip = await server.newUser({ coins: 100, vip_expires_at: server.time.now() + YEAR_MS });
    await seek(plain);
    await server.time.advanceBy(5_000);
    const vipStart = await seek(vip);
    expect(vipStart.ok && vipStart.data.price).toBe(VIP_PRICE);

    const firstHost = await server.newUser({ is_host: true });
    await seek(firstHost);
    expect(await server.client(vip).http.request(matchInfoContract, {})).toMatchObject({ data: { waiting: 0 } });
    expect(await server.client(plain).http.request(matchInfoContract, {})).toMatchObject({ data: { waiting: 1 } });
    expect(await matchSpent(vip)).toBe(VIP_PRICE);

    const secondHost = await server.newUser({ is_host: true });
    await seek(secondHost);
    expect(await server.client(plain).http.request(matchInfoContract, {})).toMatchObject({ data: { waiting: 0 } });
    expect(await matchSpent(plain)).toBe(MATCH_PRICE);
    waiting.clear();
  });

  it('charges someone who has paid before the paying-user price, below what a never-paying seeker pays', async () => {
    const payer = await server.newUser({ coins: 100, recharge_cents: 499 });
    const started = await seek(payer);
    const payingPrice = Math.round(MATCH_PRICE * PAYING_USER_MATCH_SHARE);
    expect(started.ok && started.data).toMatchObject({ price: payingPrice, pay_user_match_price: payingPrice, free_user_match_price: MATCH_PRICE });
    expect(payingPrice).toBeLessThan(MATCH_PRICE);

    await seek(await server.newUser({ is_host: true }));
    expect(await matchSpent(payer)).toBe(payingPrice);
    waiting.clear();
  });

  it('uses the free matches of the welcome gift before any coins', async () => {
    const seeker = await server.newUser({ coins: 0, match_free_count: 2 });
    const started = await seek(seeker);
    expect(started.ok && started.data).toMatchObject({ price: 0, match_free_count: 2 });
    const inbox = await server.listen(seeker);
    await seek(await server.newUser({ is_host: true }));

    await eventually(() => matchEvents(inbox.messages).length > 0);
    expect(matchEvents(inbox.messages)[0]).toMatchObject({ key: MATCH_EVENT_KEY.incomingCall, match_free_count: 1 });
    const user = await server.database.db.selectFrom('users').select('match_free_count').where('uid', '=', seeker).executeTakeFirstOrThrow();
    expect(user.match_free_count).toBe(1);
    expect(await matchSpent(seeker)).toBe(0);
    waiting.clear();
  });

  it('refuses to start matching without a free match or the coins for one, opening the recharge flow', async () => {
    const poor = await server.newUser({ coins: MATCH_PRICE - 1 });
    const client = server.client(poor);
    const result = await client.http.request(matchStartContract, { call_type: CALL_TYPE.video });
    expect(result).toMatchObject({ ok: false, error: { msg: 'COINS.INSUFFICIENT' } });
    expect(client.callbacks).toEqual([{ type: 'recharge_alert', need_coins: MATCH_PRICE, params: { diff_coin: 1 } }]);
  });

  it('stops a seeker who spent the coins before a host came (key 9, balance) and charges nothing', async () => {
    const seeker = await server.newUser({ coins: MATCH_PRICE });
    const inbox = await server.listen(seeker);
    await seek(seeker);
    await server.ledger.spend(seeker, MATCH_PRICE, 'gift', `test-gift:${seeker}`);
    await seek(await server.newUser({ is_host: true }));

    await eventually(() => matchEvents(inbox.messages).length > 0);
    expect(matchEvents(inbox.messages)).toEqual([{ type: 4, key: MATCH_EVENT_KEY.stopMatching, reason: 'balance' }]);
    expect(await matchSpent(seeker)).toBe(0);
  });

  it('takes a seeker out of the queue with /match/close, so a later host does not match them', async () => {
    const seeker = await server.newUser({ coins: 100 });
    const inbox = await server.listen(seeker);
    await seek(seeker);

    const closed = await server.client(seeker).http.request(matchCloseContract, {});
    expect(closed.ok && closed.data).toEqual({ was_waiting: 1 });
    waiting.delete(seeker);
    const host = await server.newUser({ is_host: true });
    await seek(host);

    await eventually(() => matchEvents(inbox.messages).length > 0);
    expect(matchEvents(inbox.messages)).toEqual([{ type: 4, key: MATCH_EVENT_KEY.stopMatching, reason: 'closed' }]);
    expect(await server.client(host).http.request(matchInfoContract, {})).toMatchObject({ data: { waiting: 1 } });
    expect(await server.client(seeker).http.request(matchCloseContract, {})).toMatchObject({ data: { was_waiting: 0 } });
    expect(await matchSpent(seeker)).toBe(0);
  });

  it('stops matching after the longest wait (key 9, expired)', async () => {
    const seeker = await server.newUser({ coins: 100 });
    const inbox = await server.listen(seeker);
    await seek(seeker);
    await server.time.advanceBy(MATCH_WAIT_MAX_MS);
    await eventually(() => matchEvents(inbox.messages).length > 0);
    expect(matchEvents(inbox.messages)).toEqual([{ type: 4, key: MATCH_EVENT_KEY.stopMatching, reason: 'expired' }]);
    waiting.delete(seeker);
  });

  it('stops a seeker’s matching when a call rings them (key 9, call)', async () => {
    const seeker = await server.newUser({ coins: 100 });
    const inbox = await server.listen(seeker);
    await seek(seeker);
    const friend = await server.newUser();
    const call = await server.client(friend).http.request(callStartContract, { target_uid: seeker, call_type: CALL_TYPE.video });

    await eventually(() => matchEvents(inbox.messages).length > 0);
    expect(matchEvents(inbox.messages)).toEqual([{ type: 4, key: MATCH_EVENT_KEY.stopMatching, reason: 'call' }]);
    expect(await server.client(seeker).http.request(matchStartContract, { call_type: CALL_TYPE.video })).toMatchObject({ ok: false, error: { msg: 'CALL.IN_CALL' } });
    if (call.ok) await server.client(friend).http.request(callEndContract, { room_id: call.data.room_id });
    waiting.delete(seeker);
  });

  it('delivers the follow heart (key 10) to the other side of a match call', async () => {
    const seeker = await server.newUser();
    const host = await server.newUser({ is_host: true });
    const inbox = await server.listen(host);
    await publishFollowHeart(server.app.realtime.publisher, host, seeker, 42);
    await eventually(() => matchEvents(inbox.messages).length > 0);
    expect(matchEvents(inbox.messages)).toEqual([{ type: 4, key: MATCH_EVENT_KEY.followHeart, from_uid: seeker, room_id: 42 }]);
  });
});

describe('say hi after a match', () => {
  it('puts each side of a match on the other’s say-hi list, so /greet/send may greet them for free', async () => {
    const seeker = await server.newUser({ coins: 100 });
    const host = await server.newUser({ is_host: true });
    await seek(seeker);
    await seek(host);
    const candidates = () =>
      server.database.db
        .withTables<{ greet_candidates: { uid: number; target_uid: number; resolved_at: number | null } }>()
        .selectFrom('greet_candidates')
        .select(['uid', 'target_uid'])
        .where('uid', 'in', [seeker, host])
        .where('resolved_at', 'is', null)
        .orderBy('uid')
        .execute();
    let rows: { uid: number; target_uid: number }[] = [];
    for (let tries = 0; rows.length < 2 && tries < 100; tries += 1) {
      rows = await candidates();
      if (rows.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(rows).toEqual([
      { uid: Math.min(seeker, host), target_uid: Math.max(seeker, host) },
      { uid: Math.max(seeker, host), target_uid: Math.min(seeker, host) },
    ]);
    waiting.clear();
  });
});
