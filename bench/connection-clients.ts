/**
 * The load generator of bench/connections.bench.ts, in its own process (its 10,000
 * sockets would not fit beside the node's 10,000 under one `ulimit -n`): real mqtt.js
 * clients over WebSocket, each logging in with its broker credentials, a persistent
 * session and a QoS 1 subscription to its inbox, exactly as the app connects. Driven over
 * the IPC channel; every message it gets is timed against the `sent` stamp in it.
 */
import mqtt, { type MqttClient } from 'mqtt';
import { MQTT_QOS } from '../src/domain/constants.js';
import { MQTT_PROTOCOL_VERSION } from '../src/adapters/realtime/mqtt-connect.js';

export interface ClientLogin {
  readonly url: string;
  readonly uid: number;
  readonly clientId: string;
  readonly username: string;
  readonly password: string;
}

export type ClientCommand =
  | { readonly kind: 'connect'; readonly logins: readonly ClientLogin[]; readonly inFlight: number }
  | { readonly kind: 'report' }
  | { readonly kind: 'close' };

export type ClientReport =
  | { readonly kind: 'connected'; readonly connected: number; readonly failed: number; readonly errors: Record<string, number>; readonly seconds: number }
  | { readonly kind: 'latencies'; readonly values: number[] }
  | { readonly kind: 'closed' };

/** The app's keepalive (30 s heartbeat): the broker keeps a timer per connection for it. */
const KEEPALIVE_SECONDS = 30;
const CONNECT_TIMEOUT_MS = 60_000;

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes on one machine. */
export const preciseNow = (): number => performance.timeOrigin + performance.now();

const clients: MqttClient[] = [];
let latencies: number[] = [];

async function connectOne(login: ClientLogin): Promise<void> {
  const client = await mqtt.connectAsync(login.url, {
    protocolVersion: MQTT_PROTOCOL_VERSION, clientId: login.clientId, username: login.username, password: login.password,
    clean: false, keepalive: KEEPALIVE_SECONDS, reconnectPeriod: 0, connectTimeout: CONNECT_TIMEOUT_MS, resubscribe: false,
  });
  client.on('message', (_topic, payload) => {
    latencies.push(preciseNow() - (JSON.parse(payload.toString()) as { sent: number }).sent);
  });
  client.on('error', () => undefined);
  try {
    await client.subscribeAsync(`u/${login.uid}/in`, { qos: MQTT_QOS });
  } catch (error) {
    client.end(true);
    throw error;
  }
  clients.push(client);
}

async function connectAll(logins: readonly ClientLogin[], inFlight: number): Promise<ClientReport> {
  const start = performance.now();
  const errors: Record<string, number> = {};
  let next = 0;
  let failed = 0;
  const lane = async (): Promise<void> => {
    while (next < logins.length) {
      const login = logins[next++];
      if (login === undefined) return;
      await connectOne(login).catch((error: unknown) => {
        failed += 1;
        const code = error instanceof Error ? ((error as { code?: string | number }).code ?? error.message) : String(error);
        errors[String(code)] = (errors[String(code)] ?? 0) + 1;
      });
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return { kind: 'connected', connected: clients.length, failed, errors, seconds: (performance.now() - start) / 1_000 };
}

function reply(report: ClientReport): void {
  process.send?.(report);
}

process.on('message', (command: ClientCommand) => {
  if (command.kind === 'connect') void connectAll(command.logins, command.inFlight).then(reply);
  if (command.kind === 'report') {
    reply({ kind: 'latencies', values: latencies });
    latencies = [];
  }
  if (command.kind === 'close') {
    // Forced: a client the broker already dropped would otherwise wait for a goodbye that never comes.
    for (const client of clients.splice(0)) client.end(true);
    reply({ kind: 'closed' });
    process.disconnect();
  }
});
