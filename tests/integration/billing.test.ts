import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAnswerContract } from '../../src/application/contracts/call/answer.contract.js';
import { callConnectContract } from '../../src/application/contracts/call/connect.contract.js';
import { callEndContract } from '../../src/application/contracts/call/end.contract.js';
import { callHeartbeatContract } from '../../src/application/contracts/call/heartbeat.contract.js';
import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import type { CallStatus } from '../../src/application/contracts/call/call-status.js';
import { CALL_TYPE, HEARTBEAT_MS, MS_PER_SECOND, SECONDS_PER_MINUTE } from '../../src/domain/constants.js';
import { CALL_END_TEXTS_EN } from '../../src/domain/calls/call-end-text.js';
import { callCharge } from '../../src/domain/money/call-charge.js';
import { callsDatabase } from '../../server/calls/call-tables.js';
import { eventually, startCallServer, type CallServer } from '../support/call-harness.js';
import { CALL_END_REASON } from '../../src/domain/calls/call-codes.js';

const PRICE = 60;
const MINUTE_MS = SECONDS_PER_MINUTE * MS_PER_SECOND;

let server: CallServer;
beforeAll(async () => {
  server = await startCallServer();
});
afterAll(async () => server?.close());

/** A paying user and a host with a price, and a call between them already connected. */
async function connectedCall(options: { coins: number; price?: number; freeMinutes?: number }) {
  const caller = await server.newUser({ coins: options.coins, call_free_min: options.freeMinutes ?? 0 });
  const host = await server.newUser({ is_host: true, video_call_gold: options.price ?? PRICE });
  const started = await server.client(caller).http.request(callStartContract, { target_uid: host, call_type: CALL_TYPE.video });
  if (!started.ok) throw new Error(`start failed: ${started.error.msg}`);
  const room = started.data.room_id;
  expect((await server.client(host).http.request(callAnswerContract, { room_id: room })).ok).toBe(true);
  expect((await server.client(caller).http.request(callConnectContract, { room_id: room })).ok).toBe(true);
  return { caller, host, room, free: started.data.free_seconds, price: started.data.price_per_min };
}

/** Both parties send heartbeats every 30 s until `ms` has passed (billing runs on the server's timer meanwhile). */
async function talk(call: { caller: number; host: number; room: number }, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= HEARTBEAT_MS) {
    await server.time.advanceBy(Math.min(HEARTBEAT_MS, left));
    await server.client(call.caller).http.request(callHeartbeatContract, { room_id: call.room });
    await server.client(call.host).http.request(callHeartbeatContract, { room_id: call.room });
  }
}

async function statusOf(uid: number, room: number): Promise<CallStatus> {
  const result = await server.client(uid).http.request(callHeartbeatContract, { room_id: room });
  if (!result.ok) throw new Error(result.error.msg);
  return result.data;
}

async function charged(room: number): Promise<number> {
  const row = await server.database.db
    .selectFrom('ledger_transfers')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('reason', '=', 'call')
    .where('idempotency_key', 'like', `call:${room}:%`)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

describe('per-minute call billing through the API', () => {
  it('charges a ten-minute call exactly callCharge(600 s) at the locked price, in milliseconds of real time', async () => {
    const call = await connectedCall({ coins: 10_000 });
    const began = Date.now();

    await talk(call, 10 * MINUTE_MS);
    const ended = await server.client(call.caller).http.request(callEndContract, { room_id: call.room });

    expect(ended.ok && ended.data).toMatchObject({ status: 'ended', reason: CALL_END_REASON.userEnd, connected_s: 600, billed_minutes: 10, coins: callCharge(600, 0, PRICE) });
    expect(await charged(call.room)).toBe(callCharge(600, call.free, PRICE));
    expect(await server.ledger.balanceOf(call.caller)).toBe(10_000 - callCharge(600, 0, PRICE));
    expect(Date.now() - began).toBeLessThan(30_000);
  });

  it('starts billing only after the caller’s free minutes, and uses them up', async () => {
    const call = await connectedCall({ coins: 1_000, freeMinutes: 2 });
    expect(call.free).toBe(2 * SECONDS_PER_MINUTE);

    await talk(call, 5 * MINUTE_MS);
    await server.client(call.caller).http.request(callEndContract, { room_id: call.room });

    expect(await charged(call.room)).toBe(callCharge(300, 120, PRICE));
    const user = await server.database.db.selectFrom('users').select('call_free_min').where('uid', '=', call.caller).executeTakeFirstOrThrow();
    expect(user.call_free_min).toBe(0);
  });

  it('charges the first started minute at its start, not at its end', async () => {
    const call = await connectedCall({ coins: 1_000 });
    await server.time.advanceBy(1);
    expect((await statusOf(call.caller, call.room)).coins).toBe(PRICE);
    await server.client(call.caller).http.request(callEndContract, { room_id: call.room });
  });

  it('charges nothing more for duplicate heartbeats, a repeated connect and a repeated end', async () => {
    const call = await connectedCall({ coins: 1_000 });
    await talk(call, 90 * MS_PER_SECOND);
    for (let i = 0; i < 3; i++) {
      await server.client(call.caller).http.request(callHeartbeatContract, { room_id: call.room });
      await server.client(call.host).http.request(callConnectContract, { room_id: call.room });
    }
    const first = await server.client(call.caller).http.request(callEndContract, { room_id: call.room });
    await server.time.advanceBy(5 * MINUTE_MS);
    const again = await server.client(call.caller).http.request(callEndContract, { room_id: call.room });
    const byHost = await server.client(call.host).http.request(callEndContract, { room_id: call.room });

    expect(first.ok && again.ok && byHost.ok).toBe(true);
    if (first.ok && again.ok && byHost.ok) {
      expect(again.data).toEqual(first.data);
      expect(byHost.data.coins).toBe(first.data.coins);
    }
    expect(await charged(call.room)).toBe(callCharge(90, 0, PRICE));
    expect(await server.ledger.balanceOf(call.caller)).toBe(1_000 - 2 * PRICE);
  });

  it('cuts a caller with coins for exactly one minute at the next boundary with reason 5 and tells both sides', async () => {
    const call = await connectedCall({ coins: PRICE });
    const callerInbox = await server.listen(call.caller);
    const hostInbox = await server.listen(call.host);

    await talk(call, 3 * MINUTE_MS);
    const status = await statusOf(call.caller, call.room);

    expect(status).toMatchObject({ status: 'ended', reason: CALL_END_REASON.balance, connected_s: 60, billed_minutes: 1, coins: PRICE, balance: 0 });
    expect(await charged(call.room)).toBe(callCharge(60, 0, PRICE));
    const row = await callsDatabase(server.database.db).selectFrom('calls').selectAll().where('id', '=', call.room).executeTakeFirstOrThrow();
    expect(row.ended_at! - row.connected_at!).toBe(MINUTE_MS);
    const endedFor = (messages: Record<string, unknown>[]) => messages.find((m) => m.type === 3 && m.event === 'ended' && m.room_id === call.room);
    await eventually(() => endedFor(callerInbox.messages) !== undefined && endedFor(hostInbox.messages) !== undefined);
    expect(endedFor(callerInbox.messages)).toMatchObject({ reason: CALL_END_REASON.balance, hangup_tips: CALL_END_TEXTS_EN['call.end.insufficientBalance'], coins: PRICE });
    expect(endedFor(hostInbox.messages)).toMatchObject({ reason: CALL_END_REASON.balance });
  });

  it('keeps the rate locked at the start when the host changes the price during the call', async () => {
    const call = await connectedCall({ coins: 1_000, price: 20 });
    await server.database.db.updateTable('users').set({ video_call_gold: 500 }).where('uid', '=', call.host).execute();

    await talk(call, 2 * MINUTE_MS + MS_PER_SECOND);
    await server.client(call.caller).http.request(callEndContract, { room_id: call.room });

    expect(await charged(call.room)).toBe(callCharge(121, 0, 20));
  });

  it('refuses a paid call with no free period when the first minute is unaffordable, with the recharge flow', async () => {
    const caller = await server.newUser({ coins: PRICE - 1 });
    const host = await server.newUser({ is_host: true, video_call_gold: PRICE });
    const client = server.client(caller);

    const result = await client.http.request(callStartContract, { target_uid: host, call_type: CALL_TYPE.video, from_type: 7 });

    expect(result).toMatchObject({ ok: false, error: { msg: 'COINS.INSUFFICIENT' } });
    expect(client.callbacks).toEqual([{ type: 'recharge_alert', need_coins: PRICE, from_type: 7, params: { diff_coin: 1 } }]);
  });

  it('bills a voice call at the host’s voice price', async () => {
    const caller = await server.newUser({ coins: 1_000 });
    const host = await server.newUser({ is_host: true, video_call_gold: 90, voice_call_gold: 15 });
    const started = await server.client(caller).http.request(callStartContract, { target_uid: host, call_type: CALL_TYPE.voice });
    expect(started.ok && started.data.price_per_min).toBe(15);
  });

  it('keeps the ledger balanced: every entry sums to zero and no account is out of balance', async () => {
    const audit = await server.ledger.audit();
    expect(Number(audit.entriesSum)).toBe(0);
    expect(Number(audit.balancesSum)).toBe(0);
    expect(Number(audit.accountsOutOfBalance)).toBe(0);
  });
});
