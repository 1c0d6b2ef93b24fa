/**
 * Connections at scale (issue #17): CONNECTIONS real MQTT-over-WebSocket clients (mqtt.js,
 * persistent sessions, the app's login) held open on one node, then on two nodes sharing
 * PostgreSQL and Redis. Per setup: the connect rate (connect + QoS 1 subscribe), the
 * node's resident memory with every connection open, and the publish-to-delivery p50/p99
 * while the server publishes RATE messages a second round-robin to every user (on two
 * nodes half the users sit on the other node, so half the messages cross Redis).
 *
 * The node under test runs in this process (its publisher is called directly, as the
 * server's modules call it); the second node is `server/main.ts` in its own process;
 * the clients run in a third (bench/connection-clients.ts). Sessions are minted in bulk
 * straight into PostgreSQL (bench/bench-sessions.ts): the figure is the broker's, not the
 * sign-in path's. Both cores are shared by the node(s) and the load generator.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/open-database.js';
import { REALTIME_MESSAGE_TYPE } from '../src/domain/constants.js';
import { startNode, startRedisServer } from '../tests/support/cluster-harness.js';
import { startPgServer } from '../tests/support/pg-server.js';
import { mintBenchLogins, type BenchLogin } from './bench-sessions.js';
import { preciseNow, type ClientCommand, type ClientLogin, type ClientReport } from './connection-clients.js';
import type { Figure } from './figure.js';
import { BENCH_RATE_LIMIT_FACTOR } from './load-settings.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10_000);
/** Messages a second the server publishes while every connection is open (the issue's 1,000/s). */
const RATE = 1_000;
const PUBLISH_SECONDS = Number(process.env.BENCH_PUBLISH_SECONDS ?? 10);
/** Connects in flight at once: a crowd reconnecting after a deploy, bounded like a balancer would. */
const CONNECTS_IN_FLIGHT = 100;
const TICK_MS = 10;
/** How long after the last publish a message may still arrive before it counts as lost. */
const DRAIN_MS = 15_000;
/** Hand-started server ports of this slice (9191–9199) and its test services (19190–19199). */
const NODE_B_PORT = 9192;
const REDIS_PORT = 19192;
const BYTES_PER_MB = 1_048_576;
/** A realistic chat payload: a short text and its envelope. */
const FILLER = 'x'.repeat(120);

/** Progress on stderr: a run takes minutes, and the figures go to stdout. */
const progress = (line: string): void => void process.stderr.write(`connections: ${line}\n`);

const here = path.dirname(fileURLToPath(import.meta.url));

interface SetupFigures {
  readonly connected: number;
  readonly failed: number;
  readonly errors: Record<string, number>;
  readonly connectsPerSecond: number;
  readonly rssMb: number;
  /** Before the first connection: what the connections cost is the difference. */
  readonly idleRssMb: number;
  readonly delivered: number;
  readonly published: number;
  readonly p50: number;
  readonly p99: number;
  readonly load: number;
}

/** The load generator process and a typed request/answer over its IPC channel. */
function startClients(): { child: ChildProcess; ask: <K extends ClientReport['kind']>(command: ClientCommand, kind: K) => Promise<Extract<ClientReport, { kind: K }>> } {
  const child = fork(path.join(here, 'connection-clients.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ask = <K extends ClientReport['kind']>(command: ClientCommand, kind: K): Promise<Extract<ClientReport, { kind: K }>> =>
    new Promise((resolve, reject) => {
      const onExit = (code: number | null): void => reject(new Error(`the load generator exited (${code})`));
      const onMessage = (report: ClientReport): void => {
        if (report.kind !== kind) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(report as Extract<ClientReport, { kind: K }>);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(command);
    });
  return { child, ask };
}

/** Publishes RATE messages a second for PUBLISH_SECONDS, round-robin over every user, without waiting for one before the next. */
async function publishAtRate(app: FastifyInstance, uids: readonly number[]): Promise<number> {
  const total = RATE * PUBLISH_SECONDS;
  const start = performance.now();
  let published = 0;
  while (published < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1_000) * RATE));
    for (; published < due; published += 1) {
      const uid = uids[published % uids.length] ?? 1;
      void app.realtime.publisher.publishToUser(uid, { type: REALTIME_MESSAGE_TYPE.other, seq: published, sent: preciseNow(), text: FILLER });
    }
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  return total;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

function rssOfPid(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) * 1_024;
}

/** One run: every login connects to its node's URL, then the in-process node publishes at RATE. */
async function measure(app: FastifyInstance, logins: readonly ClientLogin[], otherNodePids: readonly number[]): Promise<SetupFigures> {
  const nodesRss = (): number => process.memoryUsage().rss + otherNodePids.reduce((sum, pid) => sum + rssOfPid(pid), 0);
  const idleRss = nodesRss();
  const { child, ask } = startClients();
  try {
    const connected = await ask({ kind: 'connect', logins, inFlight: CONNECTS_IN_FLIGHT }, 'connected');
    progress(`${connected.connected} connected, ${connected.failed} refused ${JSON.stringify(connected.errors)} in ${connected.seconds.toFixed(1)} s; publishing`);
    const rss = nodesRss();
    const published = await publishAtRate(app, logins.map((login) => login.uid));
    const latencies: number[] = [];
    let lastProgress = performance.now();
    while (latencies.length < published && performance.now() - lastProgress < DRAIN_MS) {
      const batch = await ask({ kind: 'report' }, 'latencies');
      if (batch.values.length > 0) lastProgress = performance.now();
      latencies.push(...batch.values);
      await new Promise((resolve) => setTimeout(resolve, TICK_MS * 10));
    }
    progress(`${latencies.length} of ${published} delivered`);
    const load = os.loadavg()[0] ?? Number.NaN;
    latencies.sort((a, b) => a - b);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await ask({ kind: 'close' }, 'closed');
    // Its sockets are gone once it has exited: the node hears every goodbye before it closes.
    await exited;
    return {
      connected: connected.connected, failed: connected.failed, errors: connected.errors,
      connectsPerSecond: connected.connected / connected.seconds, rssMb: rss / BYTES_PER_MB, idleRssMb: idleRss / BYTES_PER_MB,
      delivered: latencies.length, published, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), load,
    };
  } finally {
    if (child.connected) child.kill();
  }
}

function asLogin(login: BenchLogin, url: string): ClientLogin {
  return { url, uid: login.uid, clientId: login.client_id, username: login.username, password: login.password };
}

function wsUrlOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the node has no address');
  return `ws://127.0.0.1:${address.port}/mqtt`;
}

function figuresOf(label: string, f: SetupFigures): Figure[] {
  const errors = Object.entries(f.errors).map(([code, n]) => `${code}×${n}`).join(', ');
  return [
    { name: `${label}: connections held (${f.failed} refused${errors === '' ? '' : `: ${errors}`})`, value: f.connected, unit: 'connections', target: `>= ${CONNECTIONS}`, met: f.connected >= CONNECTIONS },
    { name: `${label}: connect + subscribe rate (${CONNECTS_IN_FLIGHT} in flight)`, value: f.connectsPerSecond, unit: 'connections/s' },
    { name: `${label}: node RSS with every connection open (${f.idleRssMb.toFixed(0)} MB idle)`, value: f.rssMb, unit: 'MB' },
    { name: `${label}: RSS per connection (open minus idle)`, value: ((f.rssMb - f.idleRssMb) * BYTES_PER_MB) / Math.max(1, f.connected) / 1_024, unit: 'KB' },
    { name: `${label}: delivered of ${f.published} published at ${RATE}/s`, value: f.delivered, unit: 'messages', target: `= ${f.published}`, met: f.delivered === f.published },
    { name: `${label}: publish-to-delivery p50 at ${RATE} msg/s`, value: f.p50, unit: 'ms' },
    { name: `${label}: publish-to-delivery p99 at ${RATE} msg/s`, value: f.p99, unit: 'ms' },
    { name: `${label}: load average (1 min) at the end`, value: f.load, unit: `(${os.cpus().length} cores)` },
  ];
}

function openFileLimit(): number {
  const line = fs.readFileSync('/proc/self/limits', 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
  return Number(line?.trim().split(/\s+/)[3] ?? Number.NaN);
}

export async function run(): Promise<Figure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-connections-bench-'));
  // The sample games' port is not what is measured, and another server on the machine may hold it.
  process.env.GAMES_PORT ??= 'off';
  const figures: Figure[] = [{ name: 'connections: open-file limit of each process (ulimit -n; the node and the clients hold one socket each per connection)', value: openFileLimit(), unit: 'files' }];
  const pg = await startPgServer();
  const settings = { DATA_DIR: dataDir, DATABASE_URL: pg.url, DEMO_HOSTS: '0', RATE_LIMIT_FACTOR: BENCH_RATE_LIMIT_FACTOR, LOG_LEVEL: 'warn', CLIENT_DIR: path.join(dataDir, 'no-client') };
  try {
    const database = await openDatabase({ kind: 'postgres', url: pg.url });
    const logins = await mintBenchLogins(database.db, dataDir, CONNECTIONS);
    await database.close();

    const single = await buildApp(loadConfig(settings));
    try {
      await single.listen({ port: 0, host: '127.0.0.1' });
      const url = wsUrlOf(single);
      figures.push(...figuresOf(`one node, ${CONNECTIONS} connections`, await measure(single, logins.map((login) => asLogin(login, url)), [])));
    } finally {
      await single.close();
    }

    const redis = await startRedisServer(REDIS_PORT);
    const nodeB = await startNode('B', NODE_B_PORT, { databaseUrl: pg.url, redisUrl: redis.url, dataDir, env: { RATE_LIMIT_FACTOR: BENCH_RATE_LIMIT_FACTOR } });
    const nodeA = await buildApp(loadConfig({ ...settings, REDIS_URL: redis.url }));
    try {
      await nodeA.listen({ port: 0, host: '127.0.0.1' });
      const urlA = wsUrlOf(nodeA);
      const split = logins.map((login, index) => asLogin(login, index % 2 === 0 ? urlA : nodeB.wsUrl));
      figures.push(...figuresOf(`two nodes (PostgreSQL + Redis), ${CONNECTIONS} connections, half on each`, await measure(nodeA, split, [nodeB.pid])));
    } finally {
      await nodeA.close();
      await nodeB.stop();
      await redis.stop();
    }
    return figures;
  } finally {
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
