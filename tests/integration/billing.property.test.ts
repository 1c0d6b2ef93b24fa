import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallService } from '../../server/calls/call-service.js';
import { callsDatabase, type CallsDatabase } from '../../server/calls/call-tables.js';
import { ManualTime } from '../../server/calls/manual-time.js';
import { openDatabase, type OpenDatabase } from '../../server/db/open-database.js';
import type { Ledger } from '../../server/ledger/ledger-types.js';
import { createSpendingAllowance } from '../../server/spending/spending-allowance.js';
import { createSqlLedger } from '../../server/ledger/sql-ledger.js';
import type { RealtimeMessage, RealtimePublisher } from '../../server/realtime/publisher.js';
import { connectedSeconds } from '../../src/domain/calls/call-session.js';
import { CALL_HEARTBEAT_LOSS_MS, CALL_TYPE } from '../../src/domain/constants.js';
import { callCharge } from '../../src/domain/money/call-charge.js';
import { sessionOf } from '../../server/calls/call-row.js';

/*
 * The billing property, on the real call service, database and ledger with a manual
 * clock: whatever arrives in whatever order — heartbeats, duplicates, concurrent
 * repeats, reconnects after a gap, ends by either side, several ends — a call charges
 * exactly callCharge(connected seconds, free seconds, price), no balance goes below
 * zero, and the ledger sums to zero.
 */

const MAX_GAP_MS = 70_000;

type Step =
  | {
    readonly kind: 'beat-both' | 'beat-caller' | 'beat-host' | 'beat-twice' | 'connect-again' | 'answer-again' | 'reconnect' | 'end-caller' | 'end-host' | 'end-twice' | 'decline';
    readonly gapMs: number;
    /** The server's timers fire late: the gap passes without them, they catch up afterwards. */
    readonly late: boolean;
  };

const stepArb: fc.Arbitrary<Step> = fc.record({
  kind: fc.oneof(
    { weight: 8, arbitrary: fc.constant('beat-both' as const) },
    { weight: 2, arbitrary: fc.constantFrom('beat-caller' as const, 'beat-host' as const, 'beat-twice' as const) },
    { weight: 2, arbitrary: fc.constantFrom('connect-again' as const, 'answer-again' as const, 'reconnect' as const) },
    { weight: 1, arbitrary: fc.constantFrom('end-caller' as const, 'end-host' as const, 'end-twice' as const, 'decline' as const) },
  ),
  // Mostly within a heartbeat, sometimes a gap long enough to lose the call.
  gapMs: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 0, max: 30_000 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: MAX_GAP_MS }) }),
  late: fc.boolean(),
});

// Coins for a few whole minutes and some change, so calls often run out mid-call.
const scenarioArb = fc
  .record({
    price: fc.integer({ min: 1, max: 120 }),
    minutes: fc.integer({ min: 0, max: 8 }),
    change: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
    freeMinutes: fc.integer({ min: 0, max: 3 }),
    answerAfterMs: fc.integer({ min: 0, max: 20_000 }),
    connectAfterMs: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null, freq: 6 }),
    steps: fc.array(stepArb, { maxLength: 40 }),
  })
  .map(({ minutes, change, ...scenario }) => ({ ...scenario, coins: minutes * scenario.price + Math.floor(change * scenario.price) }));

const silentPublisher: RealtimePublisher = {
  publishToUser: async (_uid: string | number, _message: RealtimeMessage) => undefined,
  publishToRoom: async () => undefined,
  onUserMessage: () => () => undefined,
};

let database: OpenDatabase;
let db: CallsDatabase;
let ledger: Ledger;
let time: ManualTime;
let calls: CallService;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  db = callsDatabase(database.db);
  time = new ManualTime(Date.UTC(2025, 0, 6));
  ledger = createSqlLedger(database.db, time);
  calls = new CallService({
    db, ledger, spendingLeft: createSpendingAllowance(database.db, ledger, time), publisher: silentPublisher, clock: time, scheduler: time, ice: { forUser: () => [] },
    onError: (error) => {
      throw error;
    },
  });
});
afterAll(async () => database?.close());

async function newUser(fields: { is_host?: boolean; video_call_gold?: number; call_free_min?: number }): Promise<number> {
  const now = time.now();
  const row = await database.db.insertInto('users').values({ nickname: 'p', ...fields, created_at: now, updated_at: now }).returning('uid').executeTakeFirstOrThrow();
  return row.uid;
}

async function chargedFor(room: number): Promise<{ total: number; transfers: number }> {
  const rows = await database.db.selectFrom('ledger_transfers').select(['amount', 'idempotency_key']).where('idempotency_key', 'like', `call:${room}:%`).execute();
  return { total: rows.reduce((sum, row) => sum + Number(row.amount), 0), transfers: new Set(rows.map((row) => row.idempotency_key)).size };
}

describe('call billing under any sequence of events', () => {
  it('charges exactly callCharge for the connected time, never overdraws, and keeps the ledger at zero', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        const caller = await newUser({ call_free_min: scenario.freeMinutes });
        const host = await newUser({ is_host: true, video_call_gold: scenario.price });
        if (scenario.coins > 0) await ledger.grant(caller, scenario.coins, 'grant');

        const started = await calls.start(caller, { targetUid: host, callType: CALL_TYPE.video });
        if (!started.ok) {
          // Only a call with no free period may be refused, and only for a first minute it cannot pay.
          expect(started.error.code).toBe('COINS.INSUFFICIENT');
          expect(scenario.freeMinutes === 0 && scenario.coins < scenario.price).toBe(true);
          return;
        }
        const room = started.value.room_id;
        await time.advanceBy(scenario.answerAfterMs);
        await calls.answer(host, room);
        if (scenario.connectAfterMs !== null) {
          await time.advanceBy(scenario.connectAfterMs);
          await calls.connect(caller, room);
        }

        for (const step of scenario.steps) {
          if (step.late) time.jump(step.gapMs);
          else await time.advanceBy(step.gapMs);
          switch (step.kind) {
            case 'beat-both':
              await Promise.all([calls.heartbeat(caller, room), calls.heartbeat(host, room)]);
              break;
            case 'beat-caller':
              await calls.heartbeat(caller, room);
              break;
            case 'beat-host':
              await calls.heartbeat(host, room);
              break;
            case 'beat-twice':
              await Promise.all([calls.heartbeat(caller, room), calls.heartbeat(caller, room), calls.heartbeat(host, room)]);
              break;
            case 'connect-again':
              await calls.connect(host, room);
              break;
            case 'answer-again':
              await calls.answer(host, room);
              break;
            case 'reconnect':
              // A party back after a gap: it heartbeats and reports its media again.
              await calls.heartbeat(caller, room);
              await calls.connect(caller, room);
              break;
            case 'end-caller':
              await calls.end(caller, room);
              break;
            case 'end-host':
              await calls.end(host, room);
              break;
            case 'end-twice':
              await Promise.all([calls.end(caller, room), calls.end(host, room), calls.end(caller, room)]);
              break;
            case 'decline':
              await calls.decline(host, room);
              break;
          }
        }
        // Whatever is still open ends by silence.
        await time.advanceBy(2 * CALL_HEARTBEAT_LOSS_MS);

        const row = await db.selectFrom('calls').selectAll().where('id', '=', room).executeTakeFirstOrThrow();
        expect(row.status).toBe('ended');
        const seconds = connectedSeconds(sessionOf(row), row.ended_at ?? 0);
        const expected = callCharge(seconds, row.free_seconds, row.price_per_min);
        const charged = await chargedFor(room);
        expect(charged.total).toBe(expected);
        expect(row.coins_charged).toBe(expected);
        expect(charged.transfers).toBe(row.billed_minutes);
        const balance = await ledger.balanceOf(caller);
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(balance).toBe(scenario.coins - expected);
        // A call that ran out of coins ended exactly where its last paid minute ended.
        if (row.end_reason === 5) expect(scenario.coins - expected).toBeLessThan(row.price_per_min);
        expect(time.size).toBe(0);
      }),
      { numRuns: 100 },
    );
    const audit = await ledger.audit();
    expect([Number(audit.entriesSum), Number(audit.balancesSum), Number(audit.accountsOutOfBalance)]).toEqual([0, 0, 0]);
  });
});
