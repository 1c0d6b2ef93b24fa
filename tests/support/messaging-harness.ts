import type { Insertable } from 'kysely';
import mqtt, { type MqttClient } from 'mqtt';
import { createSqlLedger } from '../../server/ledger/sql-ledger.js';
import type { Ledger } from '../../server/ledger/ledger-types.js';
import type { UsersTable } from '../../server/db/schema.js';
import type { SignedHttpClient } from '../../src/adapters/http/signed-http-client.js';
import type { CallbackInstruction } from '../../src/application/contracts/callback-instruction.js';
import { chatEventSchema, type ChatEvent } from '../../src/application/contracts/msg/chat-event.js';
import { MQTT_QOS } from '../../src/domain/constants.js';
import { startLifecycleServer, type LifecycleServer } from './lifecycle-harness.js';
import { signIn } from './request-layer-harness.js';
import { createTestHttpClient } from './test-http-client.js';
import { brokerLoginFor } from './broker-login.js';
import { MQTT_PROTOCOL_VERSION } from '../../src/adapters/realtime/mqtt-connect.js';

const DAY_MS = 86_400_000;

/** A signed-in person: the browser's request client and the callback instructions it dispatched. */
export interface TestUser {
  readonly uid: number;
  readonly http: SignedHttpClient;
  readonly callbacks: CallbackInstruction[];
}

/** One MQTT session of a user (a device), subscribed to its inbox, with the chat events it got. */
export interface TestSession {
  readonly client: MqttClient;
  readonly events: ChatEvent[];
}

export interface MessagingServer {
  readonly server: LifecycleServer;
  readonly ledger: Ledger;
  user(values?: Partial<Insertable<UsersTable>>): Promise<TestUser>;
  session(uid: number, device: string): Promise<TestSession>;
  close(): Promise<void>;
}

/**
 * The whole server in process (in-memory PGlite, the embedded broker), with helpers to make
 * signed-in users, connect their devices to the broker like the browser does, and move coins.
 */
export async function startMessagingServer(env: Record<string, string> = {}): Promise<MessagingServer> {
  const server = await startLifecycleServer({ env });
  const ledger = createSqlLedger(server.database.db, { now: () => Date.now() });
  const sessions: MqttClient[] = [];
  const wsUrl = `${server.baseUrl.replace(/^http/, 'ws')}/mqtt`;
  return {
    server,
    ledger,
    async user(values = {}) {
      const uid = await server.newUser(values);
      const session = signIn(server.sessions, uid, Date.now() + DAY_MS);
      const { http, callbacks } = createTestHttpClient({
        baseUrl: server.baseUrl,
        credentials: () => ({ token: session.token, appCre: session.appCre }),
        label: 'messaging tests',
      });
      return { uid, http, callbacks };
    },
    async session(uid, device) {
      const login = await brokerLoginFor(server.app, server.database.db, uid, device);
      const client = await mqtt.connectAsync(wsUrl, {
        protocolVersion: MQTT_PROTOCOL_VERSION,
        clientId: login.client_id,
        username: login.username,
        password: login.password,
        clean: true,
        reconnectPeriod: 0,
      });
      sessions.push(client);
      const events: ChatEvent[] = [];
      client.on('message', (_topic, payload) => {
        const parsed = chatEventSchema.safeParse(JSON.parse(payload.toString()));
        if (parsed.success) events.push(parsed.data);
      });
      await client.subscribeAsync(`u/${uid}/in`, { qos: MQTT_QOS });
      return { client, events };
    },
    async close() {
      await Promise.all(sessions.splice(0).map((client) => client.endAsync(true)));
      await server.close();
    },
  };
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds (polling), failing after `timeoutMs`. */
export async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}
