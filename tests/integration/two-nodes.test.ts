/**
 * Two nodes, one PostgreSQL, one Redis, on loopback (issue #17, docs/adr/0011-scale-out.md):
 * users on node A message, match, call and pay users on node B; node A is killed mid-run
 * and its users move to B without losing or duplicating a message or a coin; the ledger's
 * entries sum to zero. Everything is real: Debian's PostgreSQL and redis-server, and
 * `server/main.ts` twice as its own process. Skipped (with the reason) on a machine without
 * them, except on CI.
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAnswerContract } from '../../src/application/contracts/call/answer.contract.js';
import { callConnectContract } from '../../src/application/contracts/call/connect.contract.js';
import { callEndContract } from '../../src/application/contracts/call/end.contract.js';
import { callHeartbeatContract } from '../../src/application/contracts/call/heartbeat.contract.js';
import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import { matchStartContract } from '../../src/application/contracts/match/start.contract.js';
import { msgSendContract } from '../../src/application/contracts/msg/send.contract.js';
import { CALL_ROOM_TYPE, CALL_TYPE, CHAT_TYPE, MS_PER_SECOND, MSG_TYPE, REALTIME_MESSAGE_TYPE, SECONDS_PER_MINUTE } from '../../src/domain/constants.js';
import { createSqlLedger } from '../../server/ledger/sql-ledger.js';
import type { Database } from '../../server/db/schema.js';
import { pgTypes } from '../../server/db/type-parsers.js';
import { CALL_TIMERS_LEASE_MS } from '../../server/calls/call-timer-lease.js';
import { connectSocket, redisServerBinary, signInGuest, startLoopbackCluster, type ClusterSocket, type ClusterUser, type LoopbackCluster } from '../support/cluster-harness.js';
import { pgAvailability } from '../support/pg-server.js';
import { until } from '../support/messaging-harness.js';

/** This suite's ports (the scale slice's range 9600–9699). */
const PORTS = { redis: 9610, nodes: [9611, 9612] } as const;
const PRICE_PER_MIN = 60;
const STARTING_COINS = 1_000;
const OFFLINE_MESSAGES = 5;
const MATCH_MESSAGE_TYPE = REALTIME_MESSAGE_TYPE.match;
/** Both parties prove they are there (the call's liveness) while the test waits for the second minute. */
const HEARTBEAT_EVERY_MS = 5_000;

function missingEngines(): string | null {
  const reasons = [pgAvailability().kind === 'none' ? 'PostgreSQL binaries' : null, redisServerBinary() === null ? 'redis-server' : null].filter((r) => r !== null);
  if (reasons.length === 0) return null;
  const reason = `two-node test needs ${reasons.join(' and ')} (apt-get install postgresql redis-server)`;
  if (process.env.CI === 'true') throw new Error(`CI=true and ${reason}`);
  console.warn(`[two-nodes] skipped: ${reason}`);
  return reason;
}

const skip = missingEngines() !== null;

interface ChatPush {
  readonly type: number;
  readonly event?: string;
  readonly message?: { readonly msg_content: string; readonly send_uid: number };
}

/** The text contents of the type 1 messages a socket got from `fromUid`, in arrival order. */
function textsFrom(socket: ClusterSocket, fromUid: number): string[] {
  return (socket.messages as unknown as ChatPush[])
    .filter((m) => m.type === 1 && m.event === 'message' && m.message?.send_uid === fromUid)
    .map((m) => (JSON.parse(m.message?.msg_content ?? '{}') as { content?: string }).content ?? '');
}

async function sendText(user: ClusterUser, toUid: number, content: string, clientMsgId: string) {
  const sent = await user.http.request(msgSendContract, { to_uid: toUid, chat_type: CHAT_TYPE.private, client_msg_id: clientMsgId, data: { msg_type: MSG_TYPE.text, msg_content: JSON.stringify({ content }) } });
  if (!sent.ok) throw new Error(`send failed: ${sent.error.msg}`);
  return sent.data;
}

describe.skipIf(skip)('two nodes on PostgreSQL and Redis', () => {
  let cluster: LoopbackCluster;
  let db: Kysely<Database>;
  let ana: ClusterUser;
  let ben: ClusterUser;
  let anaSocket: ClusterSocket;
  let benSocket: ClusterSocket;

  beforeAll(async () => {
    cluster = await startLoopbackCluster(PORTS);
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: cluster.pg.url, max: 2, types: pgTypes }) }) });
    const [nodeA, nodeB] = cluster.nodes;
    if (nodeA === undefined || nodeB === undefined) throw new Error('two nodes expected');
    [ana, ben] = await Promise.all([signInGuest(nodeA), signInGuest(nodeB)]);
    [anaSocket, benSocket] = await Promise.all([connectSocket(ana, nodeA), connectSocket(ben, nodeB)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.allSettled([anaSocket?.end(), benSocket?.end()]);
    await db?.destroy();
    await cluster?.close();
  }, 60_000);

  it('delivers a message sent on node A to the receiver connected to node B, once', async () => {
    await sendText(ana, ben.uid, 'hello from A', 'a-1');
    await until(() => textsFrom(benSocket, ana.uid).length === 1, 10_000);
    expect(textsFrom(benSocket, ana.uid)).toEqual(['hello from A']);
  });

  it('pairs a seeker waiting on node A with one arriving on node B: one queue, one match call', async () => {
    await sql`update users set match_free_count = 1 where uid in (${ana.uid}, ${ben.uid})`.execute(db);
    expect((await ana.http.request(matchStartContract, { call_type: CALL_TYPE.video })).ok).toBe(true);
    expect((await ben.http.request(matchStartContract, { call_type: CALL_TYPE.video })).ok).toBe(true);
    const matchedRoom = (socket: ClusterSocket) => socket.messages.find((m) => m.type === MATCH_MESSAGE_TYPE && typeof m.room_id === 'number')?.room_id as number | undefined;
    await until(() => matchedRoom(anaSocket) !== undefined && matchedRoom(benSocket) !== undefined, 10_000);
    const room = matchedRoom(anaSocket);
    expect(matchedRoom(benSocket)).toBe(room);
    const calls = await sql<{ n: string }>`select count(*) as n from calls where room_type = ${CALL_ROOM_TYPE.match}`.execute(db);
    expect(Number(calls.rows[0]?.n)).toBe(1);
    const ended = await ana.http.request(callEndContract, { room_id: room ?? 0 });
    expect(ended.ok && ended.data.status).toBe('ended');
  });

  it('bills a call between the nodes once per minute, and the other node takes the billing over when the node holding it is killed', async () => {
    const ledger = createSqlLedger(db, { now: () => Date.now() });
    await ledger.grant(ana.uid, STARTING_COINS, 'grant', `test-grant:${ana.uid}`);
    await sql`update users set is_host = true, video_call_gold = ${PRICE_PER_MIN} where uid = ${ben.uid}`.execute(db);
    await sql`update users set call_free_min = 0 where uid = ${ana.uid}`.execute(db);
    const [nodeA, nodeB] = cluster.nodes;
    if (nodeA === undefined || nodeB === undefined) throw new Error('two nodes expected');
    // Node A started first, so it holds the call timers: killing it is the case that matters.
    await waitFor(async () => (await leaseHolder('call-timers'))?.includes(`:${nodeA.pid}:`) === true, CALL_TIMERS_LEASE_MS);

    const started = await ana.http.request(callStartContract, { target_uid: ben.uid, call_type: CALL_TYPE.video });
    if (!started.ok) throw new Error(`call start failed: ${started.error.msg}`);
    const room = started.data.room_id;
    expect((await ben.http.request(callAnswerContract, { room_id: room })).ok).toBe(true);
    expect((await ana.http.request(callConnectContract, { room_id: room })).ok).toBe(true);
    await waitFor(async () => (await chargedFor(room)) === PRICE_PER_MIN, CALL_TIMERS_LEASE_MS);

    // Node A dies without a word; its users go to B.
    await nodeA.kill();
    ana.moveTo(nodeB);

    // While Ana has no connection, Ben writes; her persistent session (in Redis) keeps them.
    for (let i = 1; i <= OFFLINE_MESSAGES; i++) await sendText(ben, ana.uid, `while away ${i}`, `b-away-${i}`);
    // Ana's retry of a send whose answer she never saw is the same message, not a second one.
    await sendText(ana, ben.uid, 'hello from A', 'a-1');
    await anaSocket.reconnectTo(nodeB);
    await until(() => textsFrom(anaSocket, ben.uid).length >= OFFLINE_MESSAGES, 15_000);
    expect(textsFrom(anaSocket, ben.uid)).toEqual(Array.from({ length: OFFLINE_MESSAGES }, (_, i) => `while away ${i + 1}`));

    // Node B takes the lease over and charges the second minute when it starts.
    await waitFor(async () => {
      await Promise.all([ana.http.request(callHeartbeatContract, { room_id: room }), ben.http.request(callHeartbeatContract, { room_id: room })]);
      return (await chargedFor(room)) === 2 * PRICE_PER_MIN;
    }, SECONDS_PER_MINUTE * MS_PER_SECOND + CALL_TIMERS_LEASE_MS + 5_000, HEARTBEAT_EVERY_MS);
    expect(await leaseHolder('call-timers')).toContain(`:${nodeB.pid}:`);

    const ended = await ana.http.request(callEndContract, { room_id: room });
    if (!ended.ok) throw new Error(`call end failed: ${ended.error.msg}`);
    expect(ended.data).toMatchObject({ status: 'ended', billed_minutes: 2, coins: 2 * PRICE_PER_MIN });
    expect(await chargedFor(room)).toBe(2 * PRICE_PER_MIN);
    expect(await transfersFor(room)).toBe(2);
    expect(await ledger.balanceOf(ana.uid)).toBe(STARTING_COINS - 2 * PRICE_PER_MIN);

    const messages = await sql<{ n: string }>`select count(*) as n from messages where send_uid = ${ana.uid} and msg_type = ${MSG_TYPE.text}`.execute(db);
    expect(Number(messages.rows[0]?.n)).toBe(1);
    expect(textsFrom(anaSocket, ben.uid)).toHaveLength(OFFLINE_MESSAGES);
    expect(await ledger.audit()).toEqual({ entriesSum: 0, balancesSum: 0, accountsOutOfBalance: 0 });
  }, 180_000);

  async function leaseHolder(name: string): Promise<string | null> {
    const redis = new Redis(cluster.redis.url);
    try {
      return await redis.get(`glint:lease:${name}`);
    } finally {
      redis.disconnect();
    }
  }

  async function chargedFor(room: number): Promise<number> {
    const row = await sql<{ total: string | null }>`select sum(amount) as total from ledger_transfers where reason = 'call' and idempotency_key like ${`call:${room}:%`}`.execute(db);
    return Number(row.rows[0]?.total ?? 0);
  }

  async function transfersFor(room: number): Promise<number> {
    const row = await sql<{ n: string }>`select count(*) as n from ledger_transfers where reason = 'call' and idempotency_key like ${`call:${room}:%`}`.execute(db);
    return Number(row.rows[0]?.n ?? 0);
  }
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number, pollMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
