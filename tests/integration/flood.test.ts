import http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_LIMIT, RATE_LIMIT_TRACKED_CLIENTS } from '../../server/rate-limits/rate-limit-policy.js';
import { monitorMaintainContract } from '../../src/application/contracts/monitor/maintain.contract.js';
import { profileBalanceContract } from '../../src/application/contracts/profile/balance.contract.js';
import { trackReportContract } from '../../src/application/contracts/track/report.contract.js';
import { freshNonce, openReply, sealRequest, signIn, startRequestLayerServer, type RequestLayerServer } from '../support/request-layer-harness.js';

/**
 * A flood against the real server in process (issue #11, point 4), bounded in count and
 * time, over loopback sockets from many 127.x.y.z source addresses: many addresses
 * hammering the API with valid and invalid requests, and one address per request for a
 * while. Rate limits answer 429, the replay cache and the counters stay bounded, a
 * legitimate user still gets through, and the process's memory growth is measured and
 * printed. Real sockets, not app.inject: inject itself retains ~9 KB per request under
 * the test runner, which would drown the figure.
 */
const FLOODING_ADDRESSES = 8;
const VALID_REQUESTS_PER_ADDRESS = API_LIMIT.burst.max + 50;
const INVALID_REQUESTS = 4_000;
const ONE_SHOT_ADDRESSES = RATE_LIMIT_TRACKED_CLIENTS + 1_000;
/** What the flood may leave behind once garbage is collected: counters and nonces, a few MB; this catches an unbounded structure. */
const RETAINED_HEAP_LIMIT_MB = 64;
/** RSS also holds freed-but-not-returned memory; only a gross leak crosses this. */
const RSS_GROWTH_LIMIT_MB = 512;
const BATCH = 100;

let server: RequestLayerServer;
const MB = 1024 * 1024;
// A full collection before each reading, so the heap figure is what the flood retained.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const memory = () => {
  collectGarbage();
  return process.memoryUsage();
};

let port: number;
const agents = new Map<string, http.Agent>();

beforeAll(async () => {
  server = await startRequestLayerServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;
});
afterAll(async () => {
  for (const agent of agents.values()) agent.destroy();
  await server.close();
});

/** One request from the loopback source address `from` (kept-alive per address). */
function request(from: string, method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; text: string }> {
  let agent = agents.get(from);
  if (agent === undefined) agents.set(from, (agent = new http.Agent({ keepAlive: true, localAddress: from } as http.AgentOptions)));
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A single request on a fresh connection (no agent kept) from `from`. */
function oneShot(from: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, path: '/healthz', localAddress: from, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function inBatches<T>(count: number, send: (i: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let start = 0; start < count; start += BATCH) {
    answers.push(...(await Promise.all(Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => send(start + i)))));
  }
  return answers;
}

async function sealedRequest(from: string, endpointPath: string, payload: Record<string, unknown>, session?: { token: string; appCre: string }) {
  const body = sealRequest({ key: session?.appCre, times: Date.now(), nonce: freshNonce(), payload });
  const headers = { 'content-type': 'application/json', ...(session && { authorization: `Bearer ${session.token}` }) };
  return request(from, 'POST', `/api${endpointPath}`, headers, body);
}

const statusOf = async (answer: Promise<{ status: number }>) => (await answer).status;

describe('a flood', { timeout: 180_000 }, () => {
  it('is answered 429 beyond the limits, keeps memory bounded, and never locks out a legitimate user', async () => {
    const user = signIn(server.sessions, 4242, Date.now() + 3_600_000);
    server.balances.set(4242, 77);
    // Warm-up (code paths compiled, pools filled) so the figures below are the flood's own.
    await inBatches(BATCH, (i) => statusOf(sealedRequest(`127.3.0.${1 + (i % FLOODING_ADDRESSES)}`, monitorMaintainContract.path, {})));
    const before = memory();
    const started = Date.now();

    // Each flooding address sends its whole burst at once, as a script would; the user keeps sending requests meanwhile.
    const userRequests = Promise.all(Array.from({ length: 20 }, () => statusOf(sealedRequest('127.0.0.50', profileBalanceContract.path, {}, user))));
    const valid: number[] = [];
    for (let a = 1; a <= FLOODING_ADDRESSES; a++) {
      valid.push(...(await Promise.all(Array.from({ length: VALID_REQUESTS_PER_ADDRESS }, () => statusOf(sealedRequest(`127.1.0.${a}`, monitorMaintainContract.path, {}))))));
    }
    const invalid = await inBatches(INVALID_REQUESTS, (i) => statusOf(sealedRequest(`127.2.0.${1 + (i % FLOODING_ADDRESSES)}`, trackReportContract.path, { events: [] })));
    const oneShots = await inBatches(ONE_SHOT_ADDRESSES, (i) => oneShot(`127.${100 + Math.floor(i / 62_500)}.${(Math.floor(i / 250) % 250) + 1}.${(i % 250) + 1}`));
    const legitimate = await userRequests;

    const seconds = (Date.now() - started) / 1_000;
    const after = memory();
    const rssGrowthMb = (after.rss - before.rss) / MB;
    const retainedHeapMb = (after.heapUsed - before.heapUsed) / MB;
    console.log(
      `flood: ${valid.length + invalid.length + oneShots.length} requests in ${seconds.toFixed(1)} s; ` +
        `429s: ${[...valid, ...invalid].filter((s) => s === 429).length}; RSS growth ${rssGrowthMb.toFixed(1)} MB; heap retained ${retainedHeapMb.toFixed(1)} MB`,
    );

    const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
    expect(count(valid, 200)).toBe(FLOODING_ADDRESSES * API_LIMIT.burst.max);
    expect(count(valid, 429)).toBe(FLOODING_ADDRESSES * (VALID_REQUESTS_PER_ADDRESS - API_LIMIT.burst.max));
    expect(count(valid, 503)).toBe(0);
    expect(invalid.every((s) => s === 400 || s === 429)).toBe(true);
    expect(oneShots.every((s) => s === 200)).toBe(true);
    expect(legitimate).toEqual(Array(20).fill(200));
    const balance = await sealedRequest('127.0.0.50', profileBalanceContract.path, {}, user);
    expect(openReply(balance.text, user.appCre)).toMatchObject({ ok: 1, data: { balance: 77 } });
    expect(retainedHeapMb).toBeLessThan(RETAINED_HEAP_LIMIT_MB);
    expect(rssGrowthMb).toBeLessThan(RSS_GROWTH_LIMIT_MB);
  });
});
