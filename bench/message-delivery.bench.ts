/**
 * Message delivery through the client's messaging core (issue 6): USERS simulated users
 * (the Node composition of tests/support/messaging-client.ts — signed request client,
 * mqtt.js over ws, gap fill, outbox, chat stores) in pairs on loopback, each sending to
 * its partner. Latency is from `chat.send(draft)` to the message being in the receiver's
 * store (outbox → /msg/send over the signed, encrypted request layer → screening, price,
 * PGlite transaction → type 1 push → merge). Next to it, in the same run and through the
 * same broker and clients, a bare MQTT round trip: a user publishes on its outbox topic
 * and the server relays it to the partner's inbox (the server's `BENCH_RELAY` hook).
 * Both at the same offered load (RATE_PER_S), after a warm-up round of each (not counted:
 * every chat's first message, compiled code, prepared statements), then in ROUNDS rounds
 * that take turns (bare, send, bare, send…), so both meet the same machine; the sample
 * count is printed with the ratio. Beside the wall times, the server's and the load
 * generator's CPU per message in each path: load stretches it far less.
 *
 * The server runs as it is deployed: `server/main.ts` in its own Node process with its
 * own DATA_DIR (PGlite on disk) and DEMO_HOSTS=0, so the clients' crypto and JSON work
 * does not run on the server's event loop. Users sign in as real guests (/login/handle)
 * and get their broker login from /profile/init. Every message must arrive: the bench
 * throws, naming the missing ones, if any is lost. BENCH_CPU_PROF=<dir> writes the
 * server's CPU profile there (node --cpu-prof). Run on PGlite, then on PostgreSQL (Debian's
 * binaries, as send-throughput starts it); BENCH_DELIVERY_ENGINE picks one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REALTIME_MESSAGE_TYPE } from '../src/domain/constants.js';
import type { ChatViewModel } from '../src/application/messages/messaging-services.js';
import { startMessagingClient, type MessagingClient } from '../tests/support/messaging-client.js';
import { until, type TestUser } from '../tests/support/messaging-harness.js';
import type { Figure } from './figure.js';
import { startChildServer } from './child-server.js';
import { createSendLegs, type SendLegs } from './send-legs.js';
import { pgAvailability, startPgServer } from '../tests/support/pg-server.js';

const USERS = Number(process.env['BENCH_USERS'] ?? 200);
/** Offered load: messages started per second over all users (each user writes every USERS / RATE_PER_S = 10 s, a lively chat). */
const RATE_PER_S = Number(process.env['BENCH_RATE'] ?? 20);
/** Measured rounds: each times PER_ROUND bare round trips, then PER_ROUND sends. */
const ROUNDS = Number(process.env['BENCH_DELIVERY_ROUNDS'] ?? 4);
/** 4 × 500 = 2,000 samples a path: its p99 is the 20th slowest, not the 10th of 1,000 (which moved from run to run). */
const PER_ROUND = Number(process.env['BENCH_DELIVERY_PER_ROUND'] ?? 500);
const TARGET_P99_MS = 50;
const CONNECT_BATCH = 20;
/** How long after the last send every message must have arrived. */
const DRAIN_MS = 60_000;
const BARE_DRAIN_MS = 30_000;

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `count` actions RATE_PER_S apart (round-robin over the users), waiting for none. */
async function paced(count: number, start: (seq: number) => void): Promise<void> {
  const t0 = performance.now();
  for (let seq = 0; seq < count; seq++) {
    const due = t0 + (seq * 1_000) / RATE_PER_S;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    start(seq);
  }
}

type Engine = 'PGlite' | 'PostgreSQL';

/** Subscribed before any chat is opened, so it hears the store before the chats' view models do (send-legs.ts). */
function watchStore(client: MessagingClient, ownUid: number, legs: SendLegs): void {
  const seen = new WeakSet<object>();
  client.core.store.logs$.subscribe((logs) => {
    for (const log of logs.values()) {
      for (const message of log.messages) {
        if (message.id === null || seen.has(message)) continue;
        seen.add(message);
        if (message.send_uid !== ownUid && message.client_msg_id !== undefined) legs.merged(message.client_msg_id);
      }
    }
  });
}

/** BENCH_DELIVERY_ENGINE=PGlite|PostgreSQL runs one; both by default (PostgreSQL skipped, with a line, where it cannot run). */
export async function run(): Promise<Figure[]> {
  const wanted = process.env['BENCH_DELIVERY_ENGINE'];
  const figures = wanted === 'PostgreSQL' ? [] : await measure('PGlite', '');
  if (wanted === 'PGlite') return figures;
  if (pgAvailability().kind === 'none') return [...figures, { name: 'message delivery on PostgreSQL: skipped (no PostgreSQL binaries or DATABASE_URL)', value: NaN, unit: '' }];
  const pg = await startPgServer();
  try {
    return [...figures, ...(await measure('PostgreSQL', pg.url))];
  } finally {
    await pg.stop();
  }
}

/** The machine's 1-minute load average: wall-clock figures on a shared machine mean little without it. */
const loadAverage = (): number => os.loadavg()[0] ?? NaN;

async function measure(engine: Engine, databaseUrl: string): Promise<Figure[]> {
  const loadBefore = loadAverage();
  // BENCH_SEND_LEGS=1: where each send's time goes (send-legs.ts), printed after the figures.
  const legs = process.env['BENCH_SEND_LEGS'] ? createSendLegs() : undefined;
  const legsFile = path.join(os.tmpdir(), `glint-send-legs-${process.pid}.json`);
  const server = await startChildServer({ DATABASE_URL: databaseUrl, ...(legs === undefined ? {} : { BENCH_SEND_LEGS: legsFile }) }, legs?.wrapFetch);
  const clients: MessagingClient[] = [];
  let figures: Figure[] = [];
  try {
    const users: TestUser[] = [];
    for (let i = 0; i < USERS; i++) users.push(await server.user());
    if (legs !== undefined) for (const user of users) legs.watch(user.http);
    // Connected a batch at a time, as a crowd of phones would not all open the app in the same millisecond.
    for (let i = 0; i < USERS; i += CONNECT_BATCH) {
      const batch = users.slice(i, i + CONNECT_BATCH).map((user) => startMessagingClient(server.target, user, { device: 'bench' }));
      if (legs !== undefined) batch.forEach((client, j) => watchStore(client, (users[i + j] as TestUser).uid, legs));
      clients.push(...batch);
      await Promise.all(batch.map((client) => client.connected(60_000)));
    }
    const partnerOf = (i: number): number => (i + USERS / 2) % USERS;
    const chats: ChatViewModel[] = [];
    for (let i = 0; i < USERS; i += CONNECT_BATCH) {
      const batch: ChatViewModel[] = [];
      for (let j = i; j < Math.min(USERS, i + CONNECT_BATCH); j++) batch.push((clients[j] as MessagingClient).core.openChat((users[partnerOf(j)] as TestUser).uid));
      chats.push(...batch);
      await until(() => batch.every((chat) => chat.state$.getValue().status !== 'loading'), 120_000);
    }
    const failed = chats.filter((chat) => chat.state$.getValue().status === 'error');
    if (failed.length > 0) throw new Error(`${failed.length} chats did not open: ${failed[0]?.state$.getValue().error?.code} ${failed[0]?.state$.getValue().error?.msg}`);

    // Bare round trip: outbox publish → the server process's relay → partner's inbox.
    // Seqs of the warm-up round: sent and checked like the others, never counted.
    const warmUp = new Set<number>();
    const bareStarted = new Map<number, number>();
    const bare: number[] = [];
    let bareArrived = 0;
    for (const client of clients) {
      client.realtime.messages$.subscribe((message) => {
        if (message.type !== REALTIME_MESSAGE_TYPE.other || message['bench'] !== 1) return;
        const seq = Number(message['seq']);
        const started = bareStarted.get(seq);
        if (started === undefined) return;
        bareStarted.delete(seq);
        bareArrived++;
        legs?.bareArrived(seq);
        if (!warmUp.has(seq)) bare.push(performance.now() - started);
      });
    }
    // Through the messaging core: send → receiver's store. Each stored message object is looked at once.
    const started = new Map<string, number>();
    const delivered = new Map<string, number>();
    const seen = new WeakSet<object>();
    clients.forEach((client, index) => {
      const ownUid = (users[index] as TestUser).uid;
      client.core.store.logs$.subscribe((logs) => {
        const at = performance.now();
        for (const log of logs.values()) {
          for (const message of log.messages) {
            if (message.id === null || seen.has(message)) continue;
            seen.add(message);
            // The sender's own store also gets the message: only the partner's copy counts.
            if (message.send_uid === ownUid) continue;
            const text = (JSON.parse(message.msg_content) as { content?: string }).content ?? '';
            const t = started.get(text);
            if (t !== undefined) legs?.stored(text, message.client_msg_id ?? null);
            if (t !== undefined && !delivered.has(text)) delivered.set(text, at - t);
          }
        }
      });
    });

    let nextSeq = 0;
    const bareRound = async (count: number, measured: boolean): Promise<void> => {
      const expected = bareArrived + count;
      await paced(count, () => {
        const seq = nextSeq++;
        if (!measured) warmUp.add(seq);
        bareStarted.set(seq, performance.now());
        if (measured) legs?.bareSent(seq);
        const from = seq % USERS;
        void (clients[from] as MessagingClient).realtime.publish({ type: REALTIME_MESSAGE_TYPE.other, bench: 1, seq, to: (users[partnerOf(from)] as TestUser).uid });
      });
      await until(() => bareArrived >= expected, BARE_DRAIN_MS).catch(() => undefined);
      if (bareArrived < expected) throw new Error(`bare round trip: ${expected - bareArrived} of ${count} relayed messages had not arrived ${BARE_DRAIN_MS / 1_000} s after the last`);
    };
    const sendRound = async (count: number, measured: boolean): Promise<void> => {
      const texts: string[] = [];
      await paced(count, () => {
        const seq = nextSeq++;
        const text = `d${seq}`;
        texts.push(text);
        started.set(text, performance.now());
        if (measured) legs?.sent(text);
        (chats[seq % USERS] as ChatViewModel).send({ kind: 'text', text });
      });
      await until(() => texts.every((text) => delivered.has(text)), DRAIN_MS).catch(() => undefined);
      const missing = texts.filter((text) => !delivered.has(text));
      if (missing.length > 0) throw new Error(`message delivery: ${missing.length} of ${count} messages had not reached the receiver's store ${DRAIN_MS / 1_000} s after the last send (${missing.slice(0, 10).join(', ')}…)`);
      if (!measured) for (const text of texts) delivered.delete(text);
    };

    // Warm-up (not counted): every chat gets its first message and both paths their compiled code, prepared statements and pools.
    await bareRound(USERS, false);
    await sendRound(USERS, false);
    // Then the two paths take turns, so a change in the machine's load over the run weighs on both alike.
    const serverCpu = { bare: 0, send: 0 };
    const generatorCpu = { bare: 0, send: 0 };
    const timed = async (kind: 'bare' | 'send', round: () => Promise<void>): Promise<void> => {
      const [server0, own0] = [server.cpuSeconds(), process.cpuUsage()];
      await round();
      serverCpu[kind] += server.cpuSeconds() - server0;
      const own = process.cpuUsage(own0);
      generatorCpu[kind] += (own.user + own.system) / 1e6;
    };
    for (let round = 0; round < ROUNDS; round++) {
      await timed('bare', () => bareRound(PER_ROUND, true));
      await timed('send', () => sendRound(PER_ROUND, true));
    }
    const total = ROUNDS * PER_ROUND;

    const latencies = [...delivered.values()];
    const p99 = percentile(latencies, 0.99);
    const bareP99 = percentile(bare, 0.99);
    const samples = `${total} samples each, ${ROUNDS} rounds of ${PER_ROUND} taking turns, after a warm-up of ${USERS} each`;
    const perMessageMs = (seconds: number) => (seconds * 1_000) / total;
    figures = [
      { name: `${engine}: load average (1 min) before the run`, value: loadBefore, unit: '' },
      { name: `${engine}: bare MQTT round trip (outbox → server relay → inbox), ${USERS} users, ${RATE_PER_S}/s, p50`, value: percentile(bare, 0.5), unit: 'ms' },
      { name: `${engine}: bare MQTT round trip, p99 (${bare.length}/${total} arrived)`, value: bareP99, unit: 'ms' },
      { name: `${engine}: message delivery send → receiver's store (server in its own process), ${USERS} users, ${RATE_PER_S}/s, p50`, value: percentile(latencies, 0.5), unit: 'ms' },
      { name: `${engine}: message delivery send → receiver's store, p99 (${latencies.length}/${total} delivered)`, value: p99, unit: 'ms', target: `<= ${TARGET_P99_MS}`, met: p99 <= TARGET_P99_MS },
      { name: `${engine}: message delivery p99 / bare round trip p99 (${samples})`, value: p99 / bareP99, unit: '×', target: '<= 2', met: p99 / bareP99 <= 2 },
      // CPU, which load stretches far less than wall time: what steers the work on a shared machine.
      { name: `${engine}: server CPU per bare relay`, value: perMessageMs(serverCpu.bare), unit: 'ms' },
      { name: `${engine}: server CPU per message (the send, its two pushes, the receiver's read mark)`, value: perMessageMs(serverCpu.send), unit: 'ms' },
      { name: `${engine}: load generator CPU per bare round trip`, value: perMessageMs(generatorCpu.bare), unit: 'ms' },
      { name: `${engine}: load generator CPU per message (sender's and receiver's clients)`, value: perMessageMs(generatorCpu.send), unit: 'ms' },
      { name: `${engine}: load average (1 min) after the run`, value: loadAverage(), unit: '' },
    ];
  } finally {
    await Promise.all(clients.map((client) => client.close()));
    await server.close();
  }
  if (legs === undefined) return figures;
  try {
    return [...figures, ...legs.figures(legsFile)];
  } finally {
    fs.rmSync(legsFile, { force: true });
  }
}
