import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { WebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase, type OpenDatabase } from '../../server/db/open-database.js';
import { BROKER_TOKEN_TTL_MS, type IssuedBrokerCredentials } from '../../server/realtime/credentials.js';
import { loadBrokerSecret } from '../../server/realtime/secret.js';
import { MQTT_QOS, REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import { brokerLoginFor } from '../support/broker-login.js';
import { MQTT_PROTOCOL_VERSION } from '../../src/adapters/realtime/mqtt-connect.js';

/** A clock the test moves by hand, to expire broker passwords. */
const clock = { time: Date.UTC(2025, 0, 1), now(): number { return this.time; } };
/** How long a test waits to be sure that something does NOT arrive. */
const QUIET_MS = 300;

/** In memory, which keeps the app's start cheap; the broker reads its sign-in sessions from it. */
let database: OpenDatabase;
let app: FastifyInstance;
let url: string;
let dataDir: string;
const clients: MqttClient[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-realtime-'));
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  app = await buildApp(loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', DEMO_HOSTS: '0' }), { clock, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the server has no address');
  url = `ws://127.0.0.1:${address.port}/mqtt`;
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.endAsync(true)));
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Credentials as /profile/init issues them: bound to a live sign-in session of the uid. */
const brokerLogin = (uid: string, device?: string) => brokerLoginFor(app, database.db, uid, device);

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Connects like the browser does; resolves with the client or rejects with the refusal. */
async function connect(login: IssuedBrokerCredentials, overrides: Partial<IClientOptions> = {}): Promise<MqttClient> {
  const client = mqtt.connect(url, {
    protocolVersion: MQTT_PROTOCOL_VERSION,
    clientId: login.client_id,
    username: login.username,
    password: login.password,
    clean: false,
    reconnectPeriod: 0,
    connectTimeout: 5_000,
    ...overrides,
  });
  clients.push(client);
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('error', reject);
    client.once('close', () => reject(new Error('closed before connecting')));
  });
  return client;
}

/** Collects the parsed payloads a client receives. */
function inbox(client: MqttClient): unknown[] {
  const received: unknown[] = [];
  client.on('message', (_topic, payload) => received.push(JSON.parse(payload.toString())));
  return received;
}

/** The QoS the broker granted per filter; 128 means refused (mqtt.js reports that as an error). */
async function grantedQos(client: MqttClient, filters: string | string[]): Promise<number[]> {
  try {
    return (await client.subscribeAsync(filters, { qos: MQTT_QOS })).map((grant) => grant.qos);
  } catch (error) {
    const granted = (error as { packet?: { granted?: Array<number | { qos: number }> } }).packet?.granted;
    if (granted === undefined) throw error;
    return granted.map((grant) => (typeof grant === 'number' ? grant : grant.qos));
  }
}

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

describe('broker login', () => {
  it('accepts a user that presents the credentials the server issued', async () => {
    const client = await connect(await brokerLogin('1001', 'phone'));
    expect(client.connected).toBe(true);
  });

  it('refuses a password issued to someone else', async () => {
    const alice = await brokerLogin('1001');
    const bob = await brokerLogin('1002');
    await expect(connect({ ...alice, password: bob.password })).rejects.toThrow(/Bad username or password/i);
  });

  it('refuses a password once it has expired', async () => {
    const login = await brokerLogin('1001');
    clock.time += BROKER_TOKEN_TTL_MS + 1;
    await expect(connect(login)).rejects.toThrow(/Bad username or password/i);
  });

  it('refuses a password bound to no sign-in session, even one signed with the broker secret', async () => {
    // The attack: an unbound password (the old 12 h form, which outlived logout, ban and reset), forged with the real secret.
    const login = await brokerLogin('1001');
    const body = `1001.${clock.now() + BROKER_TOKEN_TTL_MS}`;
    const mac = createHmac('sha256', loadBrokerSecret(dataDir)).update(body).digest('base64url');
    const unbound = Buffer.from(`${body}.${mac}`).toString('base64url');
    await expect(connect({ ...login, password: unbound })).rejects.toThrow(/Bad username or password/i);
  });

  it("refuses a client id that belongs to another user's session", async () => {
    const alice = await brokerLogin('1001');
    const bob = await brokerLogin('1002');
    await expect(connect({ ...alice, client_id: bob.client_id })).rejects.toThrow(/Identifier rejected/i);
  });
});

describe('broker authorisation', () => {
  it("grants no subscription to another user's topics and delivers none of their messages", async () => {
    const mallory = await connect(await brokerLogin('2001'));
    const received = inbox(mallory);
    const granted = await grantedQos(mallory, 'u/2002/#');
    await app.realtime.publisher.publishToUser('2002', { type: REALTIME_MESSAGE_TYPE.chat, text: 'private' });
    await sleep(QUIET_MS);
    expect(granted).toEqual([128]);
    expect(received).toEqual([]);
  });

  it('grants no subscription to a wildcard that spans every user', async () => {
    const mallory = await connect(await brokerLogin('2001'));
    expect(await grantedQos(mallory, ['#', 'u/+/in', '$SYS/#'])).toEqual([128, 128, 128]);
  });

  it("drops a publish to another user's topic and disconnects the publisher", async () => {
    const victim = await connect(await brokerLogin('2002'));
    const received = inbox(victim);
    await victim.subscribeAsync('u/2002/in', { qos: MQTT_QOS });
    const mallory = await connect(await brokerLogin('2001'));
    let closed = false;
    mallory.once('close', () => (closed = true));
    mallory.publish('u/2002/in', JSON.stringify({ type: REALTIME_MESSAGE_TYPE.chat, text: 'spoof' }), { qos: MQTT_QOS });
    await until(() => closed);
    await sleep(QUIET_MS);
    expect(received).toEqual([]);
  });

  it('reads a room only while a member, and lets no member publish into it (room chat is screened by the server)', async () => {
    const host = await connect(await brokerLogin('3001'));
    const viewer = await connect(await brokerLogin('3002'));
    const heard = inbox(viewer);
    expect(await grantedQos(viewer, 'room/77/#')).toEqual([128]);

    app.realtime.rooms.join('3001', '77');
    app.realtime.rooms.join('3002', '77');
    expect(await grantedQos(viewer, 'room/77/#')).toEqual([MQTT_QOS]);
    let closed = false;
    host.once('close', () => (closed = true));
    host.publish('room/77/chat', JSON.stringify({ type: REALTIME_MESSAGE_TYPE.live, event: 'chat', content: 'unscreened' }), { qos: MQTT_QOS });
    await until(() => closed);
    await app.realtime.publisher.publishToRoom('77', { type: REALTIME_MESSAGE_TYPE.live, text: 'hi' });
    await until(() => heard.length === 1);
    expect(heard[0]).toMatchObject({ type: REALTIME_MESSAGE_TYPE.live, text: 'hi' });

    app.realtime.rooms.leave('3002', '77');
    await app.realtime.publisher.publishToRoom('77', { type: REALTIME_MESSAGE_TYPE.live, text: 'after you left' });
    await sleep(QUIET_MS);
    expect(heard).toHaveLength(1);
  });

  it("hands a user's outbox messages to the server with the sender's uid", async () => {
    const heard: Array<{ uid: string; message: unknown }> = [];
    const stop = app.realtime.publisher.onUserMessage((uid, message) => heard.push({ uid, message }));
    const alice = await connect(await brokerLogin('4001'));
    await alice.publishAsync('u/4001/out', JSON.stringify({ type: REALTIME_MESSAGE_TYPE.callSignal, sdp: 'x' }), { qos: MQTT_QOS });
    await until(() => heard.length === 1);
    stop();
    expect(heard).toEqual([{ uid: '4001', message: { type: REALTIME_MESSAGE_TYPE.callSignal, sdp: 'x', from_uid: '4001' } }]);
  });
});

describe('delivery to users', () => {
  it('reaches every session of the user exactly once', async () => {
    const phone = await connect(await brokerLogin('5001', 'phone'));
    const laptop = await connect(await brokerLogin('5001', 'laptop'));
    const onPhone = inbox(phone);
    const onLaptop = inbox(laptop);
    await phone.subscribeAsync('u/5001/in', { qos: MQTT_QOS });
    await laptop.subscribeAsync('u/5001/in', { qos: MQTT_QOS });

    await app.realtime.publisher.publishToUser(5001, { type: REALTIME_MESSAGE_TYPE.paymentEvent, order: 1 });
    await until(() => onPhone.length > 0 && onLaptop.length > 0);
    await sleep(QUIET_MS);
    expect(onPhone).toEqual([{ type: REALTIME_MESSAGE_TYPE.paymentEvent, order: 1 }]);
    expect(onLaptop).toEqual([{ type: REALTIME_MESSAGE_TYPE.paymentEvent, order: 1 }]);
  });

  it('sends a pushed message as one WebSocket frame, not one per piece mqtt-packet writes (six for a PUBLISH)', async () => {
    let frames = 0;
    const client = await connect(await brokerLogin('5101'), {
      createWebsocket: (address: string, protocols: string[]) => {
        const socket = new WebSocket(address, protocols);
        socket.on('message', () => frames++);
        return socket;
      },
    });
    const received = inbox(client);
    await client.subscribeAsync('u/5101/in', { qos: MQTT_QOS });
    frames = 0;
    await app.realtime.publisher.publishToUser(5101, { type: REALTIME_MESSAGE_TYPE.chat, seq: 1 });
    await until(() => received.length === 1);
    await sleep(QUIET_MS);
    expect(received).toEqual([{ type: REALTIME_MESSAGE_TYPE.chat, seq: 1 }]);
    expect(frames).toBe(1);
  });

  it('keeps QoS 1 messages for a persistent session while it is offline and delivers them on reconnect', async () => {
    const login = await brokerLogin('6001', 'phone');
    const first = await connect(login);
    await first.subscribeAsync('u/6001/in', { qos: MQTT_QOS });
    await first.endAsync();

    await app.realtime.publisher.publishToUser('6001', { type: REALTIME_MESSAGE_TYPE.chat, seq: 1 });
    await app.realtime.publisher.publishToUser('6001', { type: REALTIME_MESSAGE_TYPE.chat, seq: 2 });

    const received: unknown[] = [];
    const again = mqtt.connect(url, {
      protocolVersion: MQTT_PROTOCOL_VERSION, clientId: login.client_id, username: login.username,
      password: login.password, clean: false, reconnectPeriod: 0,
    });
    clients.push(again);
    again.on('message', (_topic, payload) => received.push(JSON.parse(payload.toString())));
    await until(() => received.length === 2);
    expect(received).toEqual([{ type: REALTIME_MESSAGE_TYPE.chat, seq: 1 }, { type: REALTIME_MESSAGE_TYPE.chat, seq: 2 }]);
  });
});
