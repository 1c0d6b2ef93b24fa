import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAnswerContract } from '../../src/application/contracts/call/answer.contract.js';
import { callConnectContract } from '../../src/application/contracts/call/connect.contract.js';
import { callEndContract } from '../../src/application/contracts/call/end.contract.js';
import { callHeartbeatContract } from '../../src/application/contracts/call/heartbeat.contract.js';
import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import { CALL_TYPE, HEARTBEAT_MS, MS_PER_SECOND, SECONDS_PER_MINUTE } from '../../src/domain/constants.js';
import { pointsFor, pointsOf } from '../../server/messages/host-points.js';
import { startCallServer, type CallServer } from '../support/call-harness.js';
import { CALL_END_REASON } from '../../src/domain/calls/call-codes.js';

const PRICE = 60;
const MINUTE_MS = SECONDS_PER_MINUTE * MS_PER_SECOND;

let server: CallServer;
beforeAll(async () => {
  server = await startCallServer();
});
afterAll(async () => server?.close());

async function connectedCall(coins: number, freeMinutes = 0) {
  const caller = await server.newUser({ coins, call_free_min: freeMinutes });
  const host = await server.newUser({ is_host: true, video_call_gold: PRICE });
  const started = await server.client(caller).http.request(callStartContract, { target_uid: host, call_type: CALL_TYPE.video });
  if (!started.ok) throw new Error(`start failed: ${started.error.msg}`);
  const room = started.data.room_id;
  await server.client(host).http.request(callAnswerContract, { room_id: room });
  await server.client(caller).http.request(callConnectContract, { room_id: room });
  return { caller, host, room };
}

async function talk(call: { caller: number; host: number; room: number }, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= HEARTBEAT_MS) {
    await server.time.advanceBy(Math.min(HEARTBEAT_MS, left));
    await server.client(call.caller).http.request(callHeartbeatContract, { room_id: call.room });
    await server.client(call.host).http.request(callHeartbeatContract, { room_id: call.room });
  }
}

describe('host points from calls', () => {
  it('credits the host the points of every billed minute once, however often the end and heartbeats repeat', async () => {
    const call = await connectedCall(10_000);
    await talk(call, 3.5 * MINUTE_MS);
    const end = () => server.client(call.caller).http.request(callEndContract, { room_id: call.room });
    const [first] = await Promise.all([end(), end(), server.client(call.host).http.request(callHeartbeatContract, { room_id: call.room })]);
    await end();
    expect(first.ok && first.data.billed_minutes).toBe(4);
    expect(await pointsOf(server.database.db, call.host)).toBe(4 * pointsFor(PRICE));
    expect(await pointsOf(server.database.db, call.caller)).toBe(0);
  });

  it('earns nothing in the caller\'s free minutes, then points from the first paid minute', async () => {
    const call = await connectedCall(10_000, 2);
    await talk(call, 2 * MINUTE_MS);
    expect(await pointsOf(server.database.db, call.host)).toBe(0);
    await talk(call, HEARTBEAT_MS);
    expect(await pointsOf(server.database.db, call.host)).toBe(pointsFor(PRICE));
    await server.client(call.host).http.request(callEndContract, { room_id: call.room });
    expect(await pointsOf(server.database.db, call.host)).toBe(pointsFor(PRICE));
  });

  it('gives no points for a minute the caller could not pay (reason 5)', async () => {
    const call = await connectedCall(PRICE);
    await talk(call, 3 * MINUTE_MS);
    const status = await server.client(call.caller).http.request(callHeartbeatContract, { room_id: call.room });
    expect(status.ok && status.data).toMatchObject({ status: 'ended', reason: CALL_END_REASON.balance, billed_minutes: 1 });
    expect(await pointsOf(server.database.db, call.host)).toBe(pointsFor(PRICE));
  });

  it('keeps the book balanced: the points issued equal what system:points gave out', async () => {
    const rows = await server.database.db.selectFrom('ledger_accounts').select((eb) => eb.fn.sum<number>('balance').as('total')).executeTakeFirstOrThrow();
    expect(Number(rows.total)).toBe(0);
  });
});
