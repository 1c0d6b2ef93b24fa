/**
 * `/api/profile/balance` under 50 concurrent connections on loopback, next to a bare
 * Fastify JSON route under the same load. The servers run in a worker thread (their own
 * event loop and core); this thread is the client: 50 workers, each sealing a fresh
 * signed request (new times, nonce, IV), posting it over a keep-alive connection and
 * opening and checking the sealed answer, for a fixed duration. The bare route gets the
 * same client minus the crypto: a plain JSON body in, plain JSON out.
 *
 * The API server is the real one (`buildApp`: every module, an in-memory database); only
 * the session store and the balance reader are in memory, so the figure is the request
 * layer's cost, not the ledger's. Loopback figures are wall clock: on a loaded 2-core
 * machine client and server also compete with other work. So the bench also gives each
 * server's requests per CPU-second in process (Fastify inject, bodies sealed beforehand),
 * which other load does not skew.
 */
import http from 'node:http';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import Fastify, { type FastifyInstance } from 'fastify';
import { InMemoryBalances } from '../server/api/in-memory-balances.js';
import { InMemorySessionStore } from '../server/api/in-memory-session-store.js';
import { buildApp } from '../server/app.js';
import { nodeCodec } from '../server/codec/node-codec.js';
import { createSessionKey } from '../server/codec/session-key.js';
import { loadConfig } from '../server/config.js';
import { WIRE_UA_HEADER } from '../src/domain/constants.js';
import type { Figure } from './figure.js';
import { BENCH_RATE_LIMIT_FACTOR } from './load-settings.js';
import { WIRE_NONCE_BYTES } from '../src/adapters/http/signed-http-client.js';

const CONNECTIONS = 50;
const WARM_UP_MS = 1_500;
const DURATION_MS = 5_000;
const TARGET_SHARE_OF_BARE = 0.4;
const TARGET_P99_MS = 20;
const UID = 1;
const BALANCE = 4_321;
const SERVER_ROLE = 'api-bench-server';
/** In-process requests per round, and rounds, for the CPU-cost figures. */
const CPU_REQUESTS = 2_000;
const CPU_ROUNDS = 5;

interface Servers {
  readonly apiPort: number;
  readonly barePort: number;
  readonly token: string;
  readonly appCre: string;
}

/** Worker side: the real app and a bare Fastify, both on loopback; on request, their CPU cost per request. */
async function serve(): Promise<Servers> {
  const sessions = new InMemorySessionStore();
  const balances = new InMemoryBalances();
  balances.set(UID, BALANCE);
  const session = { token: 'bench-token', uid: UID, appCre: createSessionKey(), expiresAt: Number.MAX_SAFE_INTEGER };
  sessions.put(session);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-api-bench-'));
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, DEMO_HOSTS: '0', RATE_LIMIT_FACTOR: BENCH_RATE_LIMIT_FACTOR }), { sessions, balances, database: { kind: 'pglite', dataDir: null } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify({ logger: false });
  bare.post('/bare/profile/balance', async () => ({ ok: 1, msg: '', data: { balance: await balances.get(UID) } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  parentPort?.on('message', () => {
    void cpuCost(app, bare, session).then((cost) => parentPort?.postMessage(cost));
  });
  return { apiPort: portOf(app.server), barePort: portOf(bare.server), token: session.token, appCre: session.appCre };
}

/** Requests per CPU-second of this process, in process (inject), bodies sealed beforehand. */
interface CpuCost {
  readonly api: number;
  readonly bare: number;
}

/** Best of interleaved rounds, so neither side pays for the other's garbage or a noisy neighbour's burst. */
async function cpuCost(app: FastifyInstance, bare: FastifyInstance, session: { token: string; appCre: string }): Promise<CpuCost> {
  const keyed = nodeCodec.withKey(session.appCre);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${session.token}` };
  const best = { api: 0, bare: 0 };
  for (let round = 0; round < CPU_ROUNDS; round += 1) {
    const bodies = Array.from({ length: CPU_REQUESTS }, () => keyed.sealRequest({}, { times: Date.now(), nonce: randomNonce() }));
    best.api = Math.max(best.api, await perCpuSecond(bodies, async (body) => (await app.inject({ method: 'POST', url: '/api/profile/balance', headers, payload: body })).statusCode));
    best.bare = Math.max(best.bare, await perCpuSecond(bodies, async () => (await bare.inject({ method: 'POST', url: '/bare/profile/balance', headers, payload: '{}' })).statusCode));
  }
  return best;
}

async function perCpuSecond(bodies: readonly string[], send: (body: string) => Promise<number>): Promise<number> {
  const start = process.cpuUsage();
  for (const body of bodies) if ((await send(body)) !== 200) throw new Error('in-process request failed');
  const { user, system } = process.cpuUsage(start);
  return (bodies.length * 1_000_000) / (user + system);
}

function randomNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(WIRE_NONCE_BYTES))).toString('hex');
}

function portOf(server: http.Server): number {
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  return address.port;
}

if (!isMainThread && (workerData as { role?: string } | null)?.role === SERVER_ROLE) {
  void serve().then((servers) => parentPort?.postMessage(servers));
}

interface Load {
  readonly port: number;
  readonly path: string;
  readonly headers: Record<string, string>;
  /** The body of the next request, and how to check its answer. */
  next(): { body: string; check(status: number, text: string): boolean };
}

interface Measured {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly failures: number;
}

function post(agent: http.Agent, load: Load, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { agent, host: '127.0.0.1', port: load.port, path: load.path, method: 'POST', headers: { ...load.headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** CONNECTIONS workers in a closed loop for `ms`; latencies only outside the warm-up. */
async function measure(load: Load, warmUpMs: number, ms: number): Promise<Measured> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let failures = 0;
  const start = performance.now();
  const measureFrom = start + warmUpMs;
  const end = measureFrom + ms;
  const worker = async (): Promise<void> => {
    while (performance.now() < end) {
      const { body, check } = load.next();
      const sent = performance.now();
      const reply = await post(agent, load, body).catch(() => ({ status: 0, text: '' }));
      const done = performance.now();
      if (sent < measureFrom) continue;
      if (check(reply.status, reply.text)) latencies.push(done - sent);
      else failures += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number): number => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return { rps: (latencies.length * 1_000) / ms, p50: at(0.5), p99: at(0.99), failures };
}

function apiLoad(servers: Servers): Load {
  const keyed = nodeCodec.withKey(servers.appCre);
  return {
    port: servers.apiPort,
    path: '/api/profile/balance',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${servers.token}`, [WIRE_UA_HEADER]: 'Glint/1.4.0 (bench)' },
    next() {
      const stamp = { times: Date.now(), nonce: randomNonce() };
      return {
        body: keyed.sealRequest({}, stamp),
        check(status, text) {
          if (status !== 200) return false;
          const opened = keyed.openResponse(text);
          const body = opened.ok ? (opened.value as { ok?: number; nonce?: string; data?: { balance?: number } }) : undefined;
          return body?.ok === 1 && body.nonce === stamp.nonce && body.data?.balance === BALANCE;
        },
      };
    },
  };
}

function bareLoad(servers: Servers): Load {
  return {
    port: servers.barePort,
    path: '/bare/profile/balance',
    headers: { 'content-type': 'application/json' },
    next: () => ({
      body: '{}',
      check: (status, text) => status === 200 && (JSON.parse(text) as { data?: { balance?: number } }).data?.balance === BALANCE,
    }),
  };
}

export async function run(): Promise<Figure[]> {
  // The worker loads this file through tsx's loader, as `npm run bench` loaded it here.
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(bootstrap, { eval: true, workerData: { role: SERVER_ROLE } });
  try {
    const servers = await new Promise<Servers>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    const bare = await measure(bareLoad(servers), WARM_UP_MS, DURATION_MS);
    const api = await measure(apiLoad(servers), WARM_UP_MS, DURATION_MS);
    const share = api.rps / bare.rps;
    worker.postMessage('cpu');
    const cpu = await new Promise<CpuCost>((resolve) => worker.once('message', resolve));
    return [
      { name: 'api.bare-fastify.rps', value: Math.round(bare.rps), unit: 'req/s' },
      { name: 'api.bare-fastify.p50', value: bare.p50, unit: 'ms' },
      { name: 'api.bare-fastify.p99', value: bare.p99, unit: 'ms' },
      { name: 'api.profile-balance.rps', value: Math.round(api.rps), unit: 'req/s' },
      { name: 'api.profile-balance.share-of-bare', value: share * 100, unit: '%', target: `>= ${TARGET_SHARE_OF_BARE * 100}`, met: share >= TARGET_SHARE_OF_BARE },
      { name: 'api.profile-balance.p50', value: api.p50, unit: 'ms' },
      { name: 'api.profile-balance.p99', value: api.p99, unit: 'ms', target: `<= ${TARGET_P99_MS}`, met: api.p99 <= TARGET_P99_MS },
      { name: 'api.in-process.bare-fastify', value: Math.round(cpu.bare), unit: 'req/CPU-s' },
      { name: 'api.in-process.profile-balance', value: Math.round(cpu.api), unit: 'req/CPU-s' },
      { name: 'api.in-process.profile-balance.share-of-bare', value: (cpu.api / cpu.bare) * 100, unit: '%' },
      { name: 'api.failed-requests', value: api.failures + bare.failures, unit: 'requests', target: '= 0', met: api.failures + bare.failures === 0 },
    ];
  } finally {
    await worker.terminate();
  }
}
