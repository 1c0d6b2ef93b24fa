import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_CATALOGUE } from '../../server/gifts/gift-catalogue.js';
import { callAnswerContract } from '../../src/application/contracts/call/answer.contract.js';
import { callConnectContract } from '../../src/application/contracts/call/connect.contract.js';
import { callHeartbeatContract } from '../../src/application/contracts/call/heartbeat.contract.js';
import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import { giftSendContract } from '../../src/application/contracts/gift/send.contract.js';
import { matchStartContract } from '../../src/application/contracts/match/start.contract.js';
import { spendingHistoryContract } from '../../src/application/contracts/spending/history.contract.js';
import { spendingLimitsSetContract } from '../../src/application/contracts/spending/limits-set.contract.js';
import { spendingLimitsContract } from '../../src/application/contracts/spending/limits.contract.js';
import { spendLimitTips } from '../../src/application/contracts/spending/spend-limit-refusal.js';
import { CALL_END_REASON } from '../../src/domain/calls/call-codes.js';
import { CALL_TYPE, MS_PER_DAY } from '../../src/domain/constants.js';
import { SPEND_LIMIT_RAISE_DELAY_MS } from '../../src/domain/money/spend-limits.js';
import { eventually, startCallServer, type CallServer } from '../support/call-harness.js';

// Whole days pass by jumping the clock: advancing through them would run every periodic job of a day one by one.
let server: CallServer;
beforeAll(async () => {
  server = await startCallServer();
});
afterAll(async () => server?.close());

const GIFT = GIFT_CATALOGUE.find((g) => g.price >= 10);

async function setLimits(uid: number, limits: { daily?: number | null; monthly?: number | null }) {
  const result = await server.client(uid).http.request(spendingLimitsSetContract, limits);
  if (!result.ok) throw new Error(result.error.msg);
  return result.data;
}

async function sendGift(uid: number, to: number, key: string) {
  if (GIFT === undefined) throw new Error('no gift of 10 coins or more');
  return server.client(uid).http.request(giftSendContract, { gift_id: GIFT.id, to_uid: to, number: 1, client_msg_id: key });
}

describe('spending limits (issue #19)', () => {
  it('holds a lower limit at once and a higher one only after the cooling-off day', async () => {
    const uid = await server.newUser({ coins: 10 });
    const set = await setLimits(uid, { daily: 100, monthly: 1_000 });
    expect([set.daily.limit, set.monthly.limit, set.daily.pending]).toEqual([100, 1_000, null]);

    const raised = await setLimits(uid, { daily: 500 });
    expect(raised.daily.limit).toBe(100);
    expect(raised.daily.pending).toEqual({ limit: 500, at: server.time.now() + SPEND_LIMIT_RAISE_DELAY_MS });
    server.time.jump(SPEND_LIMIT_RAISE_DELAY_MS);
    const later = await server.client(uid).http.request(spendingLimitsContract, {});
    expect(later.ok && [later.data.daily.limit, later.data.daily.pending]).toEqual([500, null]);

    const removed = await setLimits(uid, { daily: null });
    expect(removed.daily.limit).toBe(500);
    const lowered = await setLimits(uid, { daily: 50 });
    expect([lowered.daily.limit, lowered.daily.pending]).toEqual([50, null]);
  });

  it('refuses a gift past the daily limit with a message that names the limit, and keeps the coins', async () => {
    if (GIFT === undefined) throw new Error('no gift');
    const fan = await server.newUser({ coins: 10 * GIFT.price });
    const host = await server.newUser({ is_host: true });
    await setLimits(fan, { daily: 2 * GIFT.price });

    expect((await sendGift(fan, host, 'g1')).ok).toBe(true);
    expect((await sendGift(fan, host, 'g2')).ok).toBe(true);
    const third = await sendGift(fan, host, 'g3');

    expect(third.ok).toBe(false);
    expect(!third.ok && third.error.msg).toBe(spendLimitTips('daily'));
    expect(await server.ledger.balanceOf(fan)).toBe(8 * GIFT.price);
    const state = await server.client(fan).http.request(spendingLimitsContract, {});
    expect(state.ok && state.data.daily).toMatchObject({ limit: 2 * GIFT.price, spent: 2 * GIFT.price });
  });

  it('lets through exactly what is left when spends race, never past the limit', async () => {
    if (GIFT === undefined) throw new Error('no gift');
    const fan = await server.newUser({ coins: 100 * GIFT.price });
    const host = await server.newUser({ is_host: true });
    await setLimits(fan, { daily: 5 * GIFT.price });

    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => sendGift(fan, host, `race-${i}`)));

    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(await server.ledger.balanceOf(fan)).toBe(95 * GIFT.price);
    expect((await server.ledger.audit()).entriesSum).toBe(0);
  });

  it('starts a new day at UTC midnight with the whole daily limit again', async () => {
    if (GIFT === undefined) throw new Error('no gift');
    const fan = await server.newUser({ coins: 10 * GIFT.price });
    const host = await server.newUser({ is_host: true });
    await setLimits(fan, { daily: GIFT.price });
    expect((await sendGift(fan, host, 'd1')).ok).toBe(true);
    expect((await sendGift(fan, host, 'd2')).ok).toBe(false);
    const now = server.time.now();
    server.time.jump(Math.floor(now / MS_PER_DAY) * MS_PER_DAY + MS_PER_DAY - now);
    expect((await sendGift(fan, host, 'd3')).ok).toBe(true);
  });

  it('refuses a paid call and a paid match that the limit cannot cover, before anything rings', async () => {
    const caller = await server.newUser({ coins: 1_000, call_free_min: 0, match_free_count: 0 });
    const host = await server.newUser({ is_host: true, video_call_gold: 30 });
    // Below both the call's minute (30) and the match price (10).
    await setLimits(caller, { monthly: 5 });

    const call = await server.client(caller).http.request(callStartContract, { target_uid: host, call_type: CALL_TYPE.video });
    const match = await server.client(caller).http.request(matchStartContract, { call_type: CALL_TYPE.video });

    expect(!call.ok && call.error.msg).toBe('SPEND.LIMIT');
    expect(!match.ok && match.error.msg).toBe('SPEND.LIMIT');
  });

  it('warns the payer a minute ahead and ends a running call where the limit runs out (reason 9), the callee told it simply ended', async () => {
    const caller = await server.newUser({ coins: 1_000 });
    const host = await server.newUser({ is_host: true, video_call_gold: 30 });
    await setLimits(caller, { daily: 90 });
    const inbox = await server.listen(caller);
    const started = await server.client(caller).http.request(callStartContract, { target_uid: host, call_type: CALL_TYPE.video });
    if (!started.ok) throw new Error(started.error.msg);
    const room = started.data.room_id;
    await server.client(host).http.request(callAnswerContract, { room_id: room });
    await server.client(caller).http.request(callConnectContract, { room_id: room });

    for (let s = 0; s < 5 * 60; s += 20) {
      await server.time.advanceBy(20_000);
      for (const uid of [caller, host]) await server.client(uid).http.request(callHeartbeatContract, { room_id: room });
    }

    await eventually(() => inbox.messages.some((m) => m.event === 'ended'));
    const billed = inbox.messages.filter((m) => m.event === 'billed');
    expect(billed.map((m) => m.limit_left)).toEqual([60, 30, 0]);
    expect(inbox.messages.find((m) => m.event === 'ended')).toMatchObject({ reason: CALL_END_REASON.spendLimit, connected_s: 180 });
    expect(await server.ledger.balanceOf(caller)).toBe(1_000 - 90);
  });

  it('lists spending per UTC day and kind, refunds apart, newest day first', async () => {
    if (GIFT === undefined) throw new Error('no gift');
    const fan = await server.newUser({ coins: 10 * GIFT.price });
    const host = await server.newUser({ is_host: true });
    await sendGift(fan, host, 'h1');
    await server.ledger.credit(fan, 3, 'refund', `test-refund:${fan}`);
    server.time.jump(MS_PER_DAY);
    await sendGift(fan, host, 'h2');
    await sendGift(fan, host, 'h3');

    const history = await server.client(fan).http.request(spendingHistoryContract, { days: 7 });

    if (!history.ok) throw new Error(history.error.msg);
    expect(history.data.days.map((d) => [d.total, d.by_kind])).toEqual([
      [2 * GIFT.price, { gift: 2 * GIFT.price }],
      [GIFT.price - 3, { gift: GIFT.price, refund: 3 }],
    ]);
  });
});
