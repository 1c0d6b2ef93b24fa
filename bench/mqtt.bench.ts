/**
 * The embedded broker under a fan-out load: USERS users connect over WebSocket (mqtt.js,
 * persistent sessions, the real login); the server then publishes QoS 1 messages
 * round-robin with `publishToUser`, first as fast as it can (PUBLISH_WINDOW in flight:
 * delivered messages per second), then one at a time (publish-to-delivery latency, p50
 * and p99). Server and clients share this process and its event loop, so the figures
 * are a floor for the broker alone. Context figures: the issue sets no target for them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/open-database.js';
import type { RealtimePublisher } from '../server/realtime/publisher.js';
import { MQTT_QOS, REALTIME_MESSAGE_TYPE } from '../src/domain/constants.js';
import { brokerLoginFor } from '../tests/support/broker-login.js';
import type { Figure } from './figure.js';
import { BENCH_RATE_LIMIT_FACTOR } from './load-settings.js';
import { MQTT_PROTOCOL_VERSION } from '../src/adapters/realtime/mqtt-connect.js';

const USERS = 300;
const MESSAGES = 10_000;
/** Publishes in flight at once in the throughput phase. */
const PUBLISH_WINDOW = 200;
const LATENCY_MESSAGES = 1_000;

/** Publishes `count` messages round-robin, `window` at a time, and waits until all arrived. */
async function publishAll(publisher: RealtimePublisher, count: number, window: number, received: () => number): Promise<void> {
  const before = received();
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < count) {
      const seq = next++;
      await publisher.publishToUser((seq % USERS) + 1, { type: REALTIME_MESSAGE_TYPE.other, seq, sent: performance.now() });
    }
  };
  await Promise.all(Array.from({ length: window }, lane));
  while (received() - before < count) await new Promise((resolve) => setTimeout(resolve, 1));
}

export async function run(): Promise<Figure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-mqtt-bench-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, DEMO_HOSTS: '0', RATE_LIMIT_FACTOR: BENCH_RATE_LIMIT_FACTOR }), { database });
  const clients: MqttClient[] = [];
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('the server has no address');
    const url = `ws://127.0.0.1:${address.port}/mqtt`;

    const latencies: number[] = [];
    const connectStart = performance.now();
    for (let uid = 1; uid <= USERS; uid += 1) {
      // Bound to a sign-in session, as /profile/init issues it (the broker refuses any other).
      const login = await brokerLoginFor(app, database.db, uid, 'bench');
      const client = mqtt.connect(url, {
        protocolVersion: MQTT_PROTOCOL_VERSION, clientId: login.client_id, username: login.username,
        password: login.password, clean: false, reconnectPeriod: 0,
      });
      client.on('message', (_topic, payload) => {
        latencies.push(performance.now() - (JSON.parse(payload.toString()) as { sent: number }).sent);
      });
      clients.push(client);
    }
    await Promise.all(clients.map((client, index) => client.subscribeAsync(`u/${index + 1}/in`, { qos: MQTT_QOS })));
    const connectSeconds = (performance.now() - connectStart) / 1_000;

    const publishStart = performance.now();
    await publishAll(app.realtime.publisher, MESSAGES, PUBLISH_WINDOW, () => latencies.length);
    const delivered = MESSAGES / ((performance.now() - publishStart) / 1_000);

    latencies.length = 0;
    await publishAll(app.realtime.publisher, LATENCY_MESSAGES, 1, () => latencies.length);
    const sorted = [...latencies].sort((a, b) => a - b);
    const percentile = (p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

    return [
      { name: `mqtt connect+subscribe (${USERS} users)`, value: USERS / connectSeconds, unit: 'connections/s' },
      { name: `mqtt fan-out delivered (${MESSAGES} QoS 1 messages, ${PUBLISH_WINDOW} in flight)`, value: delivered, unit: 'msg/s' },
      { name: 'mqtt publish-to-delivery p50 (one at a time)', value: percentile(0.5), unit: 'ms' },
      { name: 'mqtt publish-to-delivery p99 (one at a time)', value: percentile(0.99), unit: 'ms' },
    ];
  } finally {
    await Promise.all(clients.map((client) => client.endAsync(true)));
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
