import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallService } from '../../server/calls/call-service.js';
import { callsDatabase, type CallsDatabase } from '../../server/calls/call-tables.js';
import { ManualTime } from '../../server/calls/manual-time.js';
import { openDatabase, type OpenDatabase } from '../../server/db/open-database.js';
import type { Ledger } from '../../server/ledger/ledger-types.js';
import { createSpendingAllowance } from '../../server/spending/spending-allowance.js';
import { createSqlLedger } from '../../server/ledger/sql-ledger.js';
import type { RealtimePublisher } from '../../server/realtime/publisher.js';
import { CALL_HEARTBEAT_LOSS_MS, CALL_TYPE, HEARTBEAT_MS } from '../../src/domain/constants.js';
import { callCharge } from '../../src/domain/money/call-charge.js';
import { CALL_END_REASON } from '../../src/domain/calls/call-codes.js';

/*
 * A server that stops mid-call and starts again (or another process taking over) must
 * carry on: the new call service re-arms billing and liveness from the rows, and the
 * ledger keys keep a minute from being charged twice.
 */

const PRICE = 25;
const silent: RealtimePublisher = { publishToUser: async () => undefined, publishToRoom: async () => undefined, onUserMessage: () => () => undefined };

let database: OpenDatabase;
let db: CallsDatabase;
const start = Date.UTC(2025, 0, 6);

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  db = callsDatabase(database.db);
});
afterAll(async () => database?.close());

function serviceAt(time: ManualTime): { calls: CallService; ledger: Ledger } {
  const ledger = createSqlLedger(database.db, time);
  const calls = new CallService({
    db, ledger, spendingLeft: createSpendingAllowance(database.db, ledger, time), publisher: silent, clock: time, scheduler: time, ice: { forUser: () => [] },
    onError: (error) => {
      throw error;
    },
  });
  return { calls, ledger };
}

async function newUser(fields: { is_host?: boolean; video_call_gold?: number } = {}): Promise<number> {
  const row = await database.db.insertInto('users').values({ nickname: 'r', ...fields, created_at: start, updated_at: start }).returning('uid').executeTakeFirstOrThrow();
  return row.uid;
}

describe('calls across a server restart', () => {
  it('keeps billing a connected call after a restart, charging every minute once', async () => {
    const before = new ManualTime(start);
    const first = serviceAt(before);
    const caller = await newUser();
    const host = await newUser({ is_host: true, video_call_gold: PRICE });
    await first.ledger.grant(caller, 1_000, 'grant');
    const started = await first.calls.start(caller, { targetUid: host, callType: CALL_TYPE.video });
    if (!started.ok) throw new Error(started.error.code);
    const room = started.value.room_id;
    await first.calls.answer(host, room);
    await first.calls.connect(caller, room);
    const beat = () => Promise.all([first.calls.heartbeat(caller, room), first.calls.heartbeat(host, room)]);
    await before.advanceBy(25_000);
    await beat();
    await before.advanceBy(25_000);
    await beat();
    // At 50 s the process stops: its timers are gone. It comes back at 65 s, after minute 2 began.
    first.calls.close();
    before.close();

    const after = new ManualTime(start + 65_000);
    const second = serviceAt(after);
    await second.calls.resume();
    const again = () => Promise.all([second.calls.heartbeat(caller, room), second.calls.heartbeat(host, room)]);
    await after.advanceBy(0);
    const resumed = await second.calls.heartbeat(caller, room);
    expect(resumed.ok && resumed.value.billed_minutes).toBe(2);
    await again();
    await after.advanceBy(HEARTBEAT_MS);
    await again();
    await after.advanceBy(120_000 - 65_000 - HEARTBEAT_MS);
    const ended = await second.calls.end(caller, room);

    expect(ended.ok && ended.value).toMatchObject({ status: 'ended', reason: CALL_END_REASON.userEnd, connected_s: 120, coins: callCharge(120, 0, PRICE) });
    const transfers = await database.db.selectFrom('ledger_transfers').select('idempotency_key').where('idempotency_key', 'like', `call:${room}:%`).execute();
    expect(transfers.map((t) => t.idempotency_key).sort()).toEqual([`call:${room}:1`, `call:${room}:2`]);
  });

  it('ends a call nobody came back to with reason 6 once the restarted server finds it silent', async () => {
    const before = new ManualTime(start);
    const first = serviceAt(before);
    const caller = await newUser();
    const friend = await newUser();
    const started = await first.calls.start(caller, { targetUid: friend, callType: CALL_TYPE.voice });
    if (!started.ok) throw new Error(started.error.code);
    await first.calls.answer(friend, started.value.room_id);
    await first.calls.connect(friend, started.value.room_id);
    first.calls.close();
    before.close();

    const after = new ManualTime(start + 2 * CALL_HEARTBEAT_LOSS_MS);
    const second = serviceAt(after);
    await second.calls.resume();
    await after.advanceBy(0);

    const row = await db.selectFrom('calls').selectAll().where('id', '=', started.value.room_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'ended', end_reason: CALL_END_REASON.heartbeat });
    expect(await db.selectFrom('call_presence').select('uid').where('room_id', '=', row.id).execute()).toEqual([]);
    expect(after.size).toBe(0);
  });
});
