import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase, type OpenDatabase } from '../../server/db/open-database.js';
import { brokerLoginFor } from '../support/broker-login.js';
import { userFilter, userOutboxTopic } from '../../src/adapters/realtime/realtime-topics.js';
import { MQTT_QOS, REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import { MQTT_PROTOCOL_VERSION } from '../../src/adapters/realtime/mqtt-connect.js';

/**
 * The call flake of CI (a call stuck at 'connecting'): the callee's WebRTC answer, relayed
 * to the caller at the moment the caller published its own ICE candidates, was lost with
 * the caller's connection. These tests hold the broker side of the fix: a persistent
 * session subscribed with the client's filter keeps its connection and gets every relayed
 * message while it publishes to its outbox.
 */
const ROUNDS = 400;
let app: FastifyInstance;
let database: OpenDatabase;
let url: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-call-signal-'));
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  app = await buildApp(loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', DEMO_HOSTS: '0' }), { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the server has no address');
  url = `ws://127.0.0.1:${address.port}/mqtt`;
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function connectAs(uid: string): Promise<MqttClient> {
  const login = await brokerLoginFor(app, database.db, uid, 'phone');
  const client = mqtt.connect(url, {
    protocolVersion: MQTT_PROTOCOL_VERSION,
    clientId: login.client_id,
    username: login.username,
    password: login.password,
    clean: false,
    reconnectPeriod: 0,
  });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('error', reject);
  });
  await client.subscribeAsync(userFilter(uid), { qos: MQTT_QOS });
  return client;
}

describe('relayed call signals under a busy outbox', () => {
  it('a caller publishing its candidates while the callee\'s signals are relayed to it keeps its connection and receives every signal', async () => {
    const caller = await connectAs('5101');
    const callee = await connectAs('5103');
    let closed = false;
    caller.on('close', () => (closed = true));
    const received = new Set<number>();
    caller.on('message', (_topic, payload) => received.add((JSON.parse(payload.toString()) as { n: number }).n));
    // Relays the callee's outbox to the caller from the broker's I/O callback, as the signal relay does.
    const stopRelay = app.realtime.publisher.onUserMessage((sender, message) => {
      if (sender === '5103') void app.realtime.publisher.publishToUser('5101', { ...message, n: message.data });
    });
    const signal = (n: number) => JSON.stringify({ type: REALTIME_MESSAGE_TYPE.callSignal, event: 'signal', room_id: 1, data: n });
    const sends: Promise<unknown>[] = [];
    for (let n = 0; n < ROUNDS; n += 1) {
      sends.push(callee.publishAsync(userOutboxTopic('5103'), signal(n), { qos: MQTT_QOS }));
      sends.push(caller.publishAsync(userOutboxTopic('5101'), signal(n), { qos: MQTT_QOS }));
    }
    await Promise.allSettled(sends);
    await expect.poll(() => received.size, { timeout: 5_000 }).toBe(ROUNDS);
    expect(closed).toBe(false);
    stopRelay();
    await Promise.all([caller.endAsync(), callee.endAsync()]);
  });

  it('a user never hears its own outbox echoed back', async () => {
    const uid = '5102';
    const client = await connectAs(uid);
    const topics: string[] = [];
    client.on('message', (topic) => topics.push(topic));
    await client.publishAsync(userOutboxTopic(uid), JSON.stringify({ type: REALTIME_MESSAGE_TYPE.callSignal, event: 'signal', room_id: 1, data: 1 }), { qos: MQTT_QOS });
    await app.realtime.publisher.publishToUser(uid, { type: REALTIME_MESSAGE_TYPE.callSignal, event: 'ended', room_id: 1 });
    await expect.poll(() => topics.length).toBe(1);
    expect(topics).toEqual([`u/${uid}/in`]);
    await client.endAsync();
  });
});
