/**
 * Several Glint nodes on loopback, as docs/adr/0011-scale-out.md deploys them: one
 * PostgreSQL (Debian's binaries, tests/support/pg-server.ts), one `redis-server`, and
 * `server/main.ts` started N times as its own process on its own port, each with the same
 * DATABASE_URL, REDIS_URL and DATA_DIR (the broker key and uploads are shared the way a
 * shared volume or S3 shares them). No balancer: each user talks to the node the test picks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { loginHandleContract } from '../../src/application/contracts/login/handle.contract.js';
import { profileInitContract } from '../../src/application/contracts/profile/init.contract.js';
import type { SignedHttpClient } from '../../src/adapters/http/signed-http-client.js';
import { MQTT_PROTOCOL_VERSION } from '../../src/adapters/realtime/mqtt-connect.js';
import { LOGIN_FROM, MQTT_QOS } from '../../src/domain/constants.js';
import { startPgServer, type PgServer } from './pg-server.js';
import { createTestHttpClient } from './test-http-client.js';

/** Where a redis-server binary is (Debian's package, `.ci/run` installs it); REDIS_SERVER overrides. */
export function redisServerBinary(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [env.REDIS_SERVER, '/usr/bin/redis-server', '/usr/local/bin/redis-server'].filter((c): c is string => c !== undefined && c !== '');
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? null;
}

export interface RedisServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** A private redis-server on `port`, no persistence (it dies with the test). */
export async function startRedisServer(port: number): Promise<RedisServer> {
  const binary = redisServerBinary();
  if (binary === null) throw new Error('no redis-server: apt-get install redis-server (or set REDIS_SERVER)');
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await waitForLine(child, /Ready to accept connections/, 'redis-server');
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

export interface ClusterNode {
  readonly name: string;
  readonly pid: number;
  readonly baseUrl: string;
  readonly wsUrl: string;
  /** Kills the process at once (SIGKILL): no goodbye to Redis, PostgreSQL or its clients. */
  kill(): Promise<void>;
  stop(): Promise<void>;
  readonly alive: boolean;
}

export interface NodeSettings {
  readonly databaseUrl: string;
  readonly redisUrl: string;
  readonly dataDir: string;
  readonly env?: Readonly<Record<string, string>>;
}

/** `server/main.ts` in its own process on `port`; resolves once it listens. */
export async function startNode(name: string, port: number, settings: NodeSettings): Promise<ClusterNode> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: settings.dataDir,
      DATABASE_URL: settings.databaseUrl,
      REDIS_URL: settings.redisUrl,
      DEMO_HOSTS: '0',
      RATE_LIMIT_FACTOR: '100',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: path.join(settings.dataDir, 'no-client'),
      ...settings.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let alive = true;
  child.once('exit', () => {
    alive = false;
  });
  await waitForLine(child, /Glint is running at/, `node ${name}`);
  return {
    name,
    pid: child.pid ?? 0,
    baseUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/mqtt`,
    get alive() {
      return alive;
    },
    async kill() {
      if (!alive) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    stop: () => stopChild(child),
  };
}

export interface ClusterUser {
  readonly uid: number;
  readonly http: SignedHttpClient;
  readonly device: string;
  /** Points the user's requests at another node (what a client does when its node goes away). */
  moveTo(node: ClusterNode): void;
}

/** A guest signed in over the wire (/login/handle) on `node`. */
export async function signInGuest(node: ClusterNode): Promise<ClusterUser> {
  let session: { token: string; appCre: string } | null = null;
  let baseUrl = node.baseUrl;
  const clients = new Map<string, SignedHttpClient>();
  const clientFor = (url: string): SignedHttpClient => {
    const existing = clients.get(url);
    if (existing !== undefined) return existing;
    const { http } = createTestHttpClient({ baseUrl: url, credentials: () => session, label: 'cluster test' });
    clients.set(url, http);
    return http;
  };
  const device = randomBytes(16).toString('hex');
  const login = await clientFor(baseUrl).request(loginHandleContract, { login_from: LOGIN_FROM.quick, device_id: device, platform: 'web' });
  if (!login.ok || login.data === undefined || !('token' in login.data)) throw new Error(`guest sign-in on ${node.name} failed: ${login.ok ? 'no session' : login.error.msg}`);
  session = { token: login.data.token, appCre: login.data.app_cre };
  const uid = login.data.user_info.uid;
  const http = new Proxy({} as SignedHttpClient, {
    get: (_target, key) => {
      const current = clientFor(baseUrl);
      const value = Reflect.get(current, key) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
  return {
    uid,
    http,
    device,
    moveTo(next) {
      baseUrl = next.baseUrl;
    },
  };
}

/** A user's realtime connection: a persistent MQTT session (clean: false) on one node, with everything it got. */
export interface ClusterSocket {
  readonly messages: Record<string, unknown>[];
  client: MqttClient;
  /** Connects the same session (same client id) to another node and resubscribes. */
  reconnectTo(node: ClusterNode): Promise<void>;
  end(): Promise<void>;
}

export async function connectSocket(user: ClusterUser, node: ClusterNode): Promise<ClusterSocket> {
  const messages: Record<string, unknown>[] = [];
  const open = async (target: ClusterNode): Promise<MqttClient> => {
    const init = await user.http.request(profileInitContract, {});
    if (!init.ok) throw new Error(`/profile/init failed: ${init.error.msg}`);
    const login = init.data.socket_info;
    const client = await mqtt.connectAsync(target.wsUrl, {
      protocolVersion: MQTT_PROTOCOL_VERSION,
      clientId: login.client_id,
      username: login.username,
      password: login.password,
      clean: false,
      reconnectPeriod: 0,
    });
    client.on('message', (_topic, payload) => messages.push(JSON.parse(payload.toString()) as Record<string, unknown>));
    client.on('error', () => undefined);
    await client.subscribeAsync(`u/${user.uid}/in`, { qos: MQTT_QOS });
    return client;
  };
  const socket: ClusterSocket = {
    messages,
    client: await open(node),
    async reconnectTo(target) {
      socket.client.end(true);
      socket.client = await open(target);
    },
    end: () => socket.client.endAsync(true),
  };
  return socket;
}

export interface LoopbackCluster {
  readonly pg: PgServer;
  readonly redis: RedisServer;
  readonly nodes: readonly ClusterNode[];
  readonly dataDir: string;
  close(): Promise<void>;
}

/** PostgreSQL, Redis and `count` nodes on the given ports (redis first, then one per node); `env`: more settings every node gets (JANUS_URL). */
export async function startLoopbackCluster(ports: { readonly redis: number; readonly nodes: readonly number[] }, extraEnv: Readonly<Record<string, string>> = {}): Promise<LoopbackCluster> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-cluster-'));
  const stops: (() => Promise<void>)[] = [async () => fs.rmSync(dataDir, { recursive: true, force: true })];
  const close = async (): Promise<void> => {
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  try {
    const pg = await startPgServer();
    stops.push(() => pg.stop());
    const redis = await startRedisServer(ports.redis);
    stops.push(() => redis.stop());
    const nodes: ClusterNode[] = [];
    stops.push(async () => void (await Promise.all(nodes.map((node) => node.stop()))));
    // One after the other: the first migrates the empty database, the others find it migrated.
    const env = { SANDBOX_PAY_SECRET: randomBytes(24).toString('hex'), ...extraEnv };
    for (const [index, port] of ports.nodes.entries()) {
      nodes.push(await startNode(String.fromCharCode(CHAR_A + index), port, { databaseUrl: pg.url, redisUrl: redis.url, dataDir, env }));
    }
    return { pg, redis, nodes, dataDir, close };
  } catch (error) {
    await close();
    throw error;
  }
}

function waitForLine(child: ChildProcess, pattern: RegExp, label: string, timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${label} did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited (${code}) before it was ready:\n${output}`));
    });
  });
}

/** A process that has not exited this long after SIGTERM gets SIGKILL: a test never leaves one behind. */
const STOP_GRACE_MS = 10_000;
const CHAR_A = 65;

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}
