import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndContract } from '../../src/application/contracts/call/end.contract.js';
import { callHeartbeatContract } from '../../src/application/contracts/call/heartbeat.contract.js';
import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import { MATCH_EVENT_KEY, matchEventSchema } from '../../src/application/contracts/match/match-event.js';
import { matchStartContract } from '../../src/application/contracts/match/start.contract.js';
import { CALL_ACTION_TYPE, CALL_TYPE, DEMO_HOST_ANSWER_DELAY_MS, HEARTBEAT_MS } from '../../src/domain/constants.js';
import { callsDatabase } from '../../server/calls/call-tables.js';
import { eventually, startCallServer, type CallServer } from '../support/call-harness.js';

let server: CallServer;
let demoHosts: readonly number[];

beforeAll(async () => {
  server = await startCallServer({ demoHosts: true });
  const rows = await server.database.db
    .withTables<{ demo_hosts: { uid: number } }>()
    .selectFrom('demo_hosts')
    .select('uid')
    .execute();
  demoHosts = rows.map((row) => row.uid);
});
afterAll(async () => server?.close());

async function statusOf(uid: number, room: number) {
  const result = await server.client(uid).http.request(callHeartbeatContract, { room_id: room });
  if (!result.ok) throw new Error(result.error.msg);
  return result.data;
}

describe('demo hosts (DEMO_HOSTS on)', () => {
  it('seeds demo hosts to take matches', () => {
    expect(demoHosts.length).toBeGreaterThan(0);
  });

  it('take a waiting seeker’s match after a human-looking delay and pick up the match call', async () => {
    const seeker = await server.newUser({ coins: 500 });
    const inbox = await server.listen(seeker);
    await server.client(seeker).http.request(matchStartContract, { call_type: CALL_TYPE.video });

    await server.time.advanceBy(DEMO_HOST_ANSWER_DELAY_MS.min - 1);
    expect(inbox.messages).toEqual([]);
    await server.time.advanceBy(DEMO_HOST_ANSWER_DELAY_MS.max);
    await eventually(() => inbox.messages.some((m) => m.type === 4));
    const matched = matchEventSchema.parse(inbox.messages.find((m) => m.type === 4));
    if (matched.key !== MATCH_EVENT_KEY.incomingCall) throw new Error(`expected key 1, got ${matched.key}`);
    expect(matched.action).toBe(CALL_ACTION_TYPE.matchConnect);
    expect(demoHosts).toContain(matched.user_info.uid);

    await server.time.advanceBy(DEMO_HOST_ANSWER_DELAY_MS.max);
    expect((await statusOf(seeker, matched.room_id)).status).toBe('connected');
    await eventually(() => inbox.messages.some((m) => m.event === 'connected'));
    await server.client(seeker).http.request(callEndContract, { room_id: matched.room_id });
  });

  it('pick up a call from a user’s page and keep it alive with heartbeats while the caller talks, free of charge', async () => {
    const caller = await server.newUser({ coins: 1_000 });
    const host = demoHosts[0]!;
    const started = await server.client(caller).http.request(callStartContract, { target_uid: host, call_type: CALL_TYPE.voice });
    if (!started.ok) throw new Error(started.error.msg);
    const room = started.data.room_id;

    await server.time.advanceBy(DEMO_HOST_ANSWER_DELAY_MS.min - 1);
    expect((await statusOf(caller, room)).status).toBe('ringing');
    await server.time.advanceBy(DEMO_HOST_ANSWER_DELAY_MS.max);
    expect((await statusOf(caller, room)).status).toBe('connected');

    const { connected_at } = await callsDatabase(server.database.db).selectFrom('calls').select('connected_at').where('id', '=', room).executeTakeFirstOrThrow();
    // Three minutes of talk after the connect, the caller beating every 30 s and the demo host on its own.
    for (let i = 1; i <= 6; i++) {
      await server.time.advanceTo(connected_at! + i * HEARTBEAT_MS);
      await statusOf(caller, room);
    }
    const ended = await server.client(caller).http.request(callEndContract, { room_id: room });
    // A demo host sends no audio or video, so the three minutes cost nothing (issue #11; demo-hosts-free.test.ts).
    expect(started.data.price_per_min).toBe(0);
    expect(ended.ok && ended.data).toMatchObject({ status: 'ended', reason: 3, billed_minutes: 0, coins: 0 });
  });
});
