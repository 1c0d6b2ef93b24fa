/**
 * The server in its own process for the benches that measure it from outside (message
 * delivery, send throughput): the load generator's crypto and JSON work does not run on
 * the server's event loop, and the server's CPU is its own to measure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SignedHttpClient } from '../src/adapters/http/signed-http-client.js';
import { loginHandleContract } from '../src/application/contracts/login/handle.contract.js';
import { profileInitContract } from '../src/application/contracts/profile/init.contract.js';
import { LOGIN_FROM } from '../src/domain/constants.js';
import type { MessagingTarget } from '../tests/support/messaging-client.js';
import type { TestUser } from '../tests/support/messaging-harness.js';
import { nodeCodec } from '../server/codec/node-codec.js';
import { processCpuSeconds } from '../tests/support/proc-cpu.js';
import { createTestHttpClient } from '../tests/support/test-http-client.js';
import { keepAliveFetch } from './keep-alive-fetch.js';
import { BENCH_RATE_LIMIT_FACTOR } from './load-settings.js';

export interface ChildServer {
  readonly target: MessagingTarget;
  /** Signs a new guest in over the wire (/login/handle, quick) and keeps its session. */
  user(): Promise<TestUser>;
  /** CPU seconds the server process has used so far (user + system, from /proc). */
  cpuSeconds(): number;
  close(): Promise<void>;
}

/**
 * Starts the server as it is deployed (server/main.ts with the bench relay,
 * message-delivery-server.ts) in its own Node process with its own DATA_DIR and `env` on
 * top of this one's, and waits for its port. BENCH_CPU_PROF=<dir> writes its CPU profile.
 * `watchFetch` wraps the users' fetch (the message-delivery bench's per-leg timing marks it).
 */
export async function startChildServer(env: NodeJS.ProcessEnv, watchFetch: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch = (fetch) => fetch): Promise<ChildServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-delivery-bench-'));
  const profileDir = process.env['BENCH_CPU_PROF'];
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'bench/message-delivery-server.ts'],
    { env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_HOSTS: '0', RATE_LIMIT_FACTOR: BENCH_RATE_LIMIT_FACTOR, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
    const listen = (chunk: Buffer) => {
      out += chunk.toString();
      const line = /\{"port":(\d+)\}/.exec(out);
      if (line === null) return;
      // The server's request log follows: drained unread, as searching a growing text on every chunk would stall this process's clients.
      child.stdout?.off('data', listen);
      child.stdout?.resume();
      resolve(Number(line[1]));
    };
    child.stdout?.on('data', listen);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const https = new Map<number, SignedHttpClient>();
  // The load generator's own CPU is not what is measured: node:crypto's codec (the same
  // bytes as the browser's crypto-js one, tests/vectors/codec.json) and kept-alive node:http
  // leave more of the shared cores to the server. What is sent is what the browser sends.
  const fetch = watchFetch(keepAliveFetch());
  return {
    target: {
      baseUrl,
      async brokerLogin(uid) {
        const http = https.get(uid);
        if (http === undefined) throw new Error(`no session for ${uid}`);
        const init = await http.request(profileInitContract, {});
        if (!init.ok) throw new Error(`/profile/init failed: ${init.error.code}`);
        return init.data.socket_info;
      },
    },
    async user() {
      let session: { token: string; appCre: string } | null = null;
      const { http, callbacks } = createTestHttpClient({ baseUrl, credentials: () => session, label: 'delivery bench', codec: nodeCodec, fetch });
      const login = await http.request(loginHandleContract, { login_from: LOGIN_FROM.quick, device_id: randomBytes(16).toString('hex'), platform: 'web' });
      if (!login.ok || login.data === undefined || !('token' in login.data)) throw new Error(`guest sign-in failed: ${login.ok ? 'no session' : login.error.code}`);
      session = { token: login.data.token, appCre: login.data.app_cre };
      const uid = login.data.user_info.uid;
      https.set(uid, http);
      return { uid, http, callbacks };
    },
    cpuSeconds: () => processCpuSeconds(child.pid ?? 0),
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
