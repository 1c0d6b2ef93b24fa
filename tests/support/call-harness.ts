import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import mqtt, { type MqttClient } from 'mqtt';
import { InMemorySessionStore } from '../../server/api/in-memory-session-store.js';
import { buildApp } from '../../server/app.js';
import { ManualTime } from '../../server/calls/manual-time.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase, type OpenDatabase } from '../../server/db/open-database.js';
import { createSqlLedger } from '../../server/ledger/sql-ledger.js';
import type { Ledger } from '../../server/ledger/ledger-types.js';
import type { UsersTable } from '../../server/db/schema.js';
import type { SignedHttpClient } from '../../src/adapters/http/signed-http-client.js';
import type { CallbackInstruction } from '../../src/application/contracts/callback-instruction.js';
import { MQTT_QOS } from '../../src/domain/constants.js';
import { signIn } from './request-layer-harness.js';
import { createTestHttpClient } from './test-http-client.js';
import { brokerLoginFor, sessionRowsIn } from './broker-login.js';
import { MQTT_PROTOCOL_VERSION } from '../../src/adapters/realtime/mqtt-connect.js';

/** A fixed start, so times in assertions are readable; the server and every client read this clock. */
export const CALL_TEST_START = Date.UTC(2025, 0, 6, 12, 0, 0);
const SESSION_MS = 365 * 24 * 3_600_000;

/**
 * The real server in process for the call and match tests: an in-memory PGlite the test
 * can read, a manual clock and scheduler (a ten-minute call runs in milliseconds), the
 * browser's signed client (crypto-js codec) per user, and MQTT clients on the real broker.
 */
export interface CallServer {
  readonly app: FastifyInstance;
  readonly database: OpenDatabase;
  readonly ledger: Ledger;
  readonly time: ManualTime;
  newUser(fields?: Partial<Pick<Insertable<UsersTable>, 'nickname' | 'is_host' | 'video_call_gold' | 'voice_call_gold' | 'call_free_min' | 'match_free_count' | 'vip_expires_at' | 'recharge_cents' | 'is_rest' | 'hide_profile' | 'hide_vip' | 'hide_level' | 'level' | 'country_code' | 'avatar' | 'small_avatar' | 'is_auth' | 'auth_status' | 'speak_language' | 'signature'>> & { coins?: number }): Promise<number>;
  /** The signed client of `uid`, and the callback instructions its responses carried. */
  client(uid: number): { readonly http: SignedHttpClient; readonly callbacks: CallbackInstruction[] };
  /** An MQTT session of `uid` subscribed to its inbox; `messages` fills as they arrive. */
  listen(uid: number): Promise<{ readonly messages: Record<string, unknown>[]; readonly client: MqttClient }>;
  /** Another server on the same database, sessions and clock (no Redis, so a queue of its own): a request another node serves. Closed with this one. */
  secondNode(): Promise<{ client(uid: number): { readonly http: SignedHttpClient; readonly callbacks: CallbackInstruction[] } }>;
  close(): Promise<void>;
}

export async function startCallServer(
  options: { readonly demoHosts?: boolean; readonly seekersTogether?: boolean; /** Extra runtime settings, e.g. RATE_LIMIT_FACTOR for a test that uploads many files. */ readonly env?: NodeJS.ProcessEnv } = {},
): Promise<CallServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-calls-'));
  const time = new ManualTime(CALL_TEST_START);
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const sessions = new InMemorySessionStore(sessionRowsIn(database.db));
  const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', DEMO_HOSTS: options.demoHosts === true ? '1' : '0', MATCH_SEEKERS_TOGETHER: options.seekersTogether === true ? '1' : '0', ...options.env });
  const app = await buildApp(config, { clock: time, scheduler: time, database, sessions });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the server has no address');
  const urlOf = (server: FastifyInstance): string => {
    const bound = server.server.address();
    if (typeof bound !== 'object' || bound === null) throw new Error('the server has no address');
    return `http://127.0.0.1:${bound.port}`;
  };
  const baseUrl = urlOf(app);
  const otherNodes: FastifyInstance[] = [];
  const ledger = createSqlLedger(database.db, time);
  const mqttClients: MqttClient[] = [];
  const tokens = new Map<number, { token: string; appCre: string }>();

  function clientAt(url: string, uid: number) {
    let session = tokens.get(uid);
    if (session === undefined) {
      const signed = signIn(sessions, uid, time.now() + SESSION_MS);
      session = { token: signed.token, appCre: signed.appCre };
      tokens.set(uid, session);
    }
    const credentials = session;
    return createTestHttpClient({ baseUrl: url, credentials: () => credentials, label: 'calls test', now: () => time.now() });
  }

  return {
    app,
    database,
    ledger,
    time,
    async newUser({ coins = 0, ...fields } = {}) {
      const now = time.now();
      const { uid } = await database.db
        .insertInto('users')
        .values({ nickname: 'user', birthday: '1990-01-01', ...fields, created_at: now, updated_at: now })
        .returning('uid')
        .executeTakeFirstOrThrow();
      if (coins > 0) await ledger.grant(uid, coins, 'grant');
      return uid;
    },
    client: (uid) => clientAt(baseUrl, uid),
    async secondNode() {
      const other = await buildApp(config, { clock: time, scheduler: time, database, sessions });
      otherNodes.push(other);
      await other.listen({ port: 0, host: '127.0.0.1' });
      const url = urlOf(other);
      return { client: (uid: number) => clientAt(url, uid) };
    },
    async listen(uid) {
      const login = await brokerLoginFor(app, database.db, uid);
      const client = mqtt.connect(`ws://127.0.0.1:${address.port}/mqtt`, {
        protocolVersion: MQTT_PROTOCOL_VERSION,
        clientId: login.client_id,
        username: login.username,
        password: login.password,
        reconnectPeriod: 0,
      });
      mqttClients.push(client);
      await new Promise<void>((resolve, reject) => {
        client.once('connect', () => resolve());
        client.once('error', reject);
      });
      const messages: Record<string, unknown>[] = [];
      client.on('message', (_topic, payload) => messages.push(JSON.parse(payload.toString()) as Record<string, unknown>));
      await client.subscribeAsync(`u/${uid}/in`, { qos: MQTT_QOS });
      return { messages, client };
    },
    async close() {
      await Promise.all(mqttClients.map((client) => client.endAsync(true)));
      for (const other of otherNodes) await other.close();
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits (real time) until `condition` holds: realtime messages arrive asynchronously. */
export async function eventually(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
