/**
 * Mosquitto as the realtime broker (issue #17, docs/adr/0021-mosquitto-and-the-broker-seam.md):
 * a real `mosquitto` with its dynamic-security plugin, driven by the server from its own
 * rules (MQTT_BROKER_URL). Users sign in over HTTP, take their broker login from
 * /profile/init and connect through the server's /mqtt, which relays them to Mosquitto:
 * Mosquitto — not our code — checks each login and each topic. Skipped (with the reason)
 * on a machine without mosquitto, except on CI.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msgSendContract } from '../../src/application/contracts/msg/send.contract.js';
import { userInfoContract } from '../../src/application/contracts/user/info.contract.js';
import { userLogoutContract } from '../../src/application/contracts/user/logout.contract.js';
import { MQTT_PROTOCOL_VERSION } from '../../src/adapters/realtime/mqtt-connect.js';
import { CHAT_TYPE, MQTT_QOS, MSG_TYPE, ONLINE_STATUS, REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/open-database.js';
import type { RealtimeMessage } from '../../server/realtime/payload.js';
import { connectSocket, signInGuest, type ClusterNode, type ClusterSocket, type ClusterUser } from '../support/cluster-harness.js';
import { until } from '../support/messaging-harness.js';
import { mosquittoMissing, startMosquitto, type MosquittoServer } from '../support/mosquitto-server.js';

/** This slice's test-service ports (19190–19199). */
const MOSQUITTO_PORT = 19193;
/** Long enough for a delivery Mosquitto would make on loopback; it must not come. */
const QUIET_MS = 500;
const SESSION_SWEEP_WAIT_MS = 10_000;

const missing = mosquittoMissing();
const skip = missing !== null && process.env.CI === undefined;
if (skip) console.warn(`mosquitto.test.ts skipped: ${missing}`);

/** The in-process server, seen as the cluster harness sees a node (sign-in and socket helpers). */
function nodeOf(app: FastifyInstance): ClusterNode {
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  const done = async (): Promise<void> => undefined;
  return { name: 'mosquitto', pid: process.pid, baseUrl: `http://127.0.0.1:${address.port}`, wsUrl: `ws://127.0.0.1:${address.port}/mqtt`, alive: true, kill: done, stop: done };
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(skip)('Mosquitto as the realtime broker', () => {
  let mosquitto: MosquittoServer;
  let app: FastifyInstance;
  let dataDir: string;
  let ana: ClusterUser;
  let ben: ClusterUser;
  let anaSocket: ClusterSocket;
  let benSocket: ClusterSocket;

  beforeAll(async () => {
    mosquitto = await startMosquitto(MOSQUITTO_PORT);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-mosquitto-app-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    app = await buildApp(loadConfig({ DATA_DIR: dataDir, DEMO_HOSTS: '0', RATE_LIMIT_FACTOR: '100', GAMES_PORT: 'off', LOG_LEVEL: 'warn', ...mosquitto.env }), { database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const node = nodeOf(app);
    [ana, ben] = [await signInGuest(node), await signInGuest(node)];
    [anaSocket, benSocket] = [await connectSocket(ana, node), await connectSocket(ben, node)];
  }, 60_000);

  afterAll(async () => {
    await Promise.all([anaSocket?.end(), benSocket?.end()]);
    await app?.close();
    await mosquitto?.stop();
    if (dataDir !== undefined) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers a message one user sends another through the server', async () => {
    const sent = await ana.http.request(msgSendContract, { to_uid: ben.uid, chat_type: CHAT_TYPE.private, client_msg_id: 'mosquitto-1', data: { msg_type: MSG_TYPE.text, msg_content: JSON.stringify({ content: 'through mosquitto' }) } });
    expect(sent.ok).toBe(true);
    // The server pushes the message to the receiver and, for the sender's other devices, to
    // the sender's own inbox (publish-message.ts), in either order: each gets it once.
    const copies = (socket: ClusterSocket, text: string): number => JSON.stringify(socket.messages).split(text).length - 1;
    await until(() => copies(benSocket, 'through mosquitto') > 0 && copies(anaSocket, 'through mosquitto') > 0);
    // A second message as the barrier: the broker keeps one publisher's order on a topic, so a
    // duplicate of the first would have come before the second does.
    const barrier = await ana.http.request(msgSendContract, { to_uid: ben.uid, chat_type: CHAT_TYPE.private, client_msg_id: 'mosquitto-2', data: { msg_type: MSG_TYPE.text, msg_content: JSON.stringify({ content: 'the barrier' }) } });
    expect(barrier.ok).toBe(true);
    await until(() => copies(benSocket, 'the barrier') > 0 && copies(anaSocket, 'the barrier') > 0);
    expect([copies(benSocket, 'through mosquitto'), copies(anaSocket, 'through mosquitto')]).toEqual([1, 1]);
  });

  it('counts a user connected through the relay as online', async () => {
    const card = await ana.http.request(userInfoContract, { target_uid: ben.uid });
    expect(card.ok && card.data.online_status).toBe(ONLINE_STATUS.online);
  });

  it("refuses a subscription to another user's inbox, or to every inbox", async () => {
    await expect(benSocket.client.subscribeAsync(`u/${ana.uid}/in`, { qos: MQTT_QOS })).rejects.toThrow();
    await expect(benSocket.client.subscribeAsync('u/+/in', { qos: MQTT_QOS })).rejects.toThrow();
    await expect(benSocket.client.subscribeAsync(`u/${ben.uid}/out`, { qos: MQTT_QOS })).rejects.toThrow();
  });

  it('lets a user publish to its own outbox only, heard by the server as that user', async () => {
    const heard: [string, RealtimeMessage][] = [];
    const stop = app.realtime.publisher.onUserMessage((uid, message) => heard.push([uid, message]));
    try {
      await benSocket.client.publishAsync(`u/${ana.uid}/in`, JSON.stringify({ type: REALTIME_MESSAGE_TYPE.other, forged: 'into ana' }), { qos: MQTT_QOS });
      await benSocket.client.publishAsync(`u/${ana.uid}/out`, JSON.stringify({ type: REALTIME_MESSAGE_TYPE.other, forged: 'as ana' }), { qos: MQTT_QOS });
      await benSocket.client.publishAsync(`u/${ben.uid}/out`, JSON.stringify({ type: REALTIME_MESSAGE_TYPE.other, from_uid: ana.uid, said: 'hello' }), { qos: MQTT_QOS });
      await until(() => heard.length > 0);
      await pause(QUIET_MS);
      expect(heard).toEqual([[String(ben.uid), expect.objectContaining({ said: 'hello', from_uid: String(ben.uid) })]]);
      expect(JSON.stringify(anaSocket.messages)).not.toContain('forged');
    } finally {
      stop();
    }
  });

  it('lets a user hear a room only while it is a member', async () => {
    const room = `mq-${ben.uid}`;
    await expect(benSocket.client.subscribeAsync(`room/${room}/#`, { qos: MQTT_QOS })).rejects.toThrow();
    await app.realtime.rooms.join(String(ben.uid), room);
    await benSocket.client.subscribeAsync(`room/${room}/#`, { qos: MQTT_QOS });
    await app.realtime.publisher.publishToRoom(room, { type: REALTIME_MESSAGE_TYPE.other, note: 'inside' });
    await until(() => JSON.stringify(benSocket.messages).includes('inside'));
    app.realtime.rooms.leave(String(ben.uid), room);
    await pause(QUIET_MS);
    await app.realtime.publisher.publishToRoom(room, { type: REALTIME_MESSAGE_TYPE.other, note: 'after leaving' });
    await pause(QUIET_MS);
    expect(JSON.stringify(benSocket.messages)).not.toContain('after leaving');
  });

  it('refuses a login the server did not issue, straight at Mosquitto', async () => {
    const forged = mqtt.connectAsync(mosquitto.url, { protocolVersion: MQTT_PROTOCOL_VERSION, clientId: `g${ana.uid}_forged`, username: `g${ana.uid}_forged`, password: 'guess', reconnectPeriod: 0 });
    await expect(forged).rejects.toThrow(/Not authorized|Bad username/i);
  });

  it("closes a user's connection once its sign-in session ends", async () => {
    const closed = new Promise<void>((resolve) => benSocket.client.once('close', () => resolve()));
    expect((await ben.http.request(userLogoutContract, {})).ok).toBe(true);
    await Promise.race([closed, pause(SESSION_SWEEP_WAIT_MS).then(() => { throw new Error('still connected after logout'); })]);
  });
});
