import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceRefundKey } from '../../server/calls/maintenance-refund.js';
import { callAnswerContract } from '../../src/application/contracts/call/answer.contract.js';
import { callConnectContract } from '../../src/application/contracts/call/connect.contract.js';
import { callEndContract } from '../../src/application/contracts/call/end.contract.js';
import { callHeartbeatContract } from '../../src/application/contracts/call/heartbeat.contract.js';
import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import { matchStartContract } from '../../src/application/contracts/match/start.contract.js';
import { monitorMaintainContract } from '../../src/application/contracts/monitor/maintain.contract.js';
import { maintenanceSoonOf } from '../../src/application/contracts/monitor/maintenance-announcement.js';
import { maintenanceDataOf } from '../../src/application/contracts/monitor/maintenance-data.js';
import { CALL_END_REASON } from '../../src/domain/calls/call-codes.js';
import { CALL_TYPE } from '../../src/domain/constants.js';
import { MAINTENANCE_DRAIN_LEAD_MS } from '../../src/domain/session/maintenance-drain.js';
import { eventually, startCallServer, type CallServer } from '../support/call-harness.js';

const MINUTE = 60_000;
const ADMIN = { 'content-type': 'application/json', 'x-glint-admin': '1' };

let server: CallServer;
beforeAll(async () => {
  server = await startCallServer();
});
afterAll(async () => server?.close());

async function admin(path: string, body: object = {}) {
  const answer = await server.app.inject({ method: 'POST', url: `/admin${path}`, headers: ADMIN, payload: JSON.stringify(body) });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

/** Both parties keep the call alive (heartbeats) while the clock moves, in 20 s steps. */
async function talk(ms: number, room: number, uids: readonly number[]) {
  for (let t = 0; t < ms; t += 20_000) {
    await server.time.advanceBy(Math.min(20_000, ms - t));
    for (const uid of uids) await server.client(uid).http.request(callHeartbeatContract, { room_id: room });
  }
}

async function connectedCall(caller: number, host: number) {
  const started = await server.client(caller).http.request(callStartContract, { target_uid: host, call_type: CALL_TYPE.video });
  if (!started.ok) throw new Error(started.error.msg);
  const room = started.data.room_id;
  await server.client(host).http.request(callAnswerContract, { room_id: room });
  await server.client(caller).http.request(callConnectContract, { room_id: room });
  return room;
}

describe('maintenance that drains (issue #19)', () => {
  it('announces ahead, refuses new calls and matches while draining, ends running calls at the start and refunds the unfinished minute', async () => {
    const caller = await server.newUser({ coins: 1_000 });
    const host = await server.newUser({ is_host: true, video_call_gold: 30 });
    const other = await server.newUser({ coins: 1_000 });
    const otherHost = await server.newUser({ is_host: true, video_call_gold: 30 });
    const callerInbox = await server.listen(caller);
    const hostInbox = await server.listen(host);

    const room = await connectedCall(caller, host);
    await admin('/maintenance/on', { minutes: 30, in: 10 });

    // Announced: the app is told how long until the start, and everything still works.
    const monitor = await server.client(caller).http.request(monitorMaintainContract, {});
    expect(monitor.ok && monitor.data?.announced).toEqual({ starts_in: 600, duration: 1_800 });
    await talk(10 * MINUTE - MAINTENANCE_DRAIN_LEAD_MS - 20_000, room, [caller, host]);
    const before = await server.client(other).http.request(callStartContract, { target_uid: otherHost, call_type: CALL_TYPE.video });
    expect(before.ok).toBe(true);
    if (before.ok) await server.client(other).http.request(callEndContract, { room_id: before.data.room_id });

    // Draining: new calls and matches are refused with the time left; the running call goes on.
    await talk(40_000, room, [caller, host]);
    const call = await server.client(other).http.request(callStartContract, { target_uid: otherHost, call_type: CALL_TYPE.video });
    const match = await server.client(other).http.request(matchStartContract, { call_type: CALL_TYPE.video });
    expect(!call.ok && maintenanceSoonOf(call.error.msg, call.error.data)).toMatchObject({ starts_in: 100, duration: 1_800 });
    expect(!match.ok && maintenanceSoonOf(match.error.msg, match.error.data)).not.toBeNull();
    const heartbeat = await server.client(caller).http.request(callHeartbeatContract, { room_id: room });
    expect(heartbeat.ok).toBe(true);

    // The start: the call ends there (reason 10) and the minute it was in is given back.
    await talk(100_000 + 20_000, room, [caller, host]);
    await eventually(() => callerInbox.messages.some((m) => m.event === 'ended'));
    const ended = callerInbox.messages.find((m) => m.event === 'ended');
    expect(ended).toMatchObject({ reason: CALL_END_REASON.maintenance, connected_s: 600 });
    expect(hostInbox.messages.find((m) => m.event === 'ended')).toMatchObject({ reason: CALL_END_REASON.maintenance });
    // Ten minutes connected: minutes 1–10 were charged at their starts (300 coins), the tenth is refunded.
    expect(await server.ledger.balanceOf(caller)).toBe(1_000 - 300 + 30);
    const refund = await server.database.db.selectFrom('ledger_transfers').select(['amount']).where('idempotency_key', '=', maintenanceRefundKey(room, 10)).execute();
    expect(refund.map((r) => Number(r.amount))).toEqual([30]);

    // The lock: every call answers maintenance, the monitor too; the ledger still sums to zero.
    const locked = await server.client(other).http.request(callStartContract, { target_uid: otherHost, call_type: CALL_TYPE.video });
    expect(!locked.ok && maintenanceDataOf(locked.error.data)).toMatchObject({ maintenance: 1 });
    expect(await server.ledger.audit()).toEqual({ entriesSum: 0, balancesSum: 0, accountsOutOfBalance: 0 });
    await admin('/maintenance/off');
  });

  it('refunds nothing for a call still in its free period, and a cancelled announcement lets calls start again', async () => {
    const caller = await server.newUser({ coins: 1_000, call_free_min: 5 });
    const host = await server.newUser({ is_host: true, video_call_gold: 30 });
    const room = await connectedCall(caller, host);
    const inbox = await server.listen(caller);
    await admin('/maintenance/on', { minutes: 5, in: 3 });
    await talk(3 * MINUTE + 20_000, room, [caller, host]);
    await eventually(() => inbox.messages.some((m) => m.event === 'ended'));
    expect(await server.ledger.balanceOf(caller)).toBe(1_000);
    await admin('/maintenance/off');

    await admin('/maintenance/on', { minutes: 5, in: 2 });
    const refused = await server.client(caller).http.request(callStartContract, { target_uid: host, call_type: CALL_TYPE.video });
    expect(!refused.ok && refused.error.msg).toBe('MAINTENANCE.SOON');
    await admin('/maintenance/off');
    await server.time.advanceBy(3_000);
    const again = await server.client(caller).http.request(callStartContract, { target_uid: host, call_type: CALL_TYPE.video });
    expect(again.ok).toBe(true);
  });
});
