/**
 * Room-chat fan-out: SUBSCRIBERS MQTT clients (mqtt.js over TCP, protocol 3.1.1) read one
 * live room's system topic through Aedes with Glint's forwarding rule (canReceive: only
 * members of the room get its packets); the server publishes MESSAGES QoS 1 chat events to
 * the room, PUBLISH_WINDOW at a time, and we count deliveries per second until every
 * subscriber has every message. Broker and clients share this process (a floor). The real
 * server serves MQTT over WebSocket on its HTTP port; TCP here keeps the figure about the
 * broker's fan-out, not the WebSocket framing.
 */
import net from 'node:net';
import { Aedes } from 'aedes';
import mqtt, { type MqttClient } from 'mqtt';
import { canReceive } from '../server/realtime/access.js';
import { InMemoryRoomMembership } from '../server/realtime/rooms.js';
import { roomSystemTopic } from '../server/realtime/topics.js';
import { MQTT_QOS, REALTIME_MESSAGE_TYPE } from '../src/domain/constants.js';
import type { Figure } from './figure.js';

const SUBSCRIBERS = Number(process.env.LIVE_FANOUT_SUBSCRIBERS ?? 1_000);
const MESSAGES = 50;
const PUBLISH_WINDOW = 10;
const ROOM = 'live-1';
const TARGET_DELIVERIES_PER_S = 10_000;

export async function run(): Promise<Figure[]> {
  const rooms = new InMemoryRoomMembership();
  const broker = new Aedes();
  await broker.listen();
  const uids = new WeakMap<object, string>();
  broker.authenticate = (client, username, _password, done) => {
    uids.set(client, username ?? '');
    done(null, true);
  };
  broker.authorizeForward = (client, packet) => (canReceive(uids.get(client) ?? '', packet.topic, rooms) ? packet : null);
  const server = net.createServer(broker.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  const clients: MqttClient[] = [];
  let received = 0;
  try {
    for (let uid = 1; uid <= SUBSCRIBERS; uid += 1) {
      rooms.join(String(uid), ROOM);
      const client = mqtt.connect(`mqtt://127.0.0.1:${address.port}`, { protocolVersion: 4, clientId: `bench-${uid}`, username: String(uid), password: 'x', reconnectPeriod: 0 });
      clients.push(client);
      client.on('message', () => {
        received += 1;
      });
    }
    await Promise.all(clients.map((client) => new Promise<void>((resolve) => client.once('connect', () => resolve()))));
    await Promise.all(clients.map((client) => client.subscribeAsync(`room/${ROOM}/#`, { qos: MQTT_QOS })));

    const started = performance.now();
    let next = 0;
    const lane = async (): Promise<void> => {
      while (next < MESSAGES) {
        const seq = next++;
        const payload = Buffer.from(JSON.stringify({ type: REALTIME_MESSAGE_TYPE.live, event: 'chat', live_id: 1, id: String(seq), uid: 1, nickname: 'bench', content: 'hello everyone' }));
        await new Promise<void>((resolve, reject) =>
          broker.publish({ cmd: 'publish', topic: roomSystemTopic(ROOM), payload, qos: MQTT_QOS, retain: false, dup: false }, (error) => (error ? reject(error) : resolve())));
      }
    };
    await Promise.all(Array.from({ length: PUBLISH_WINDOW }, lane));
    while (received < MESSAGES * SUBSCRIBERS) await new Promise((resolve) => setTimeout(resolve, 2));
    const perSecond = received / ((performance.now() - started) / 1000);
    return [
      {
        name: `live room chat fan-out (Aedes + Glint's room rule, ${SUBSCRIBERS} subscribers, ${MESSAGES} QoS 1 messages)`,
        value: Math.round(perSecond), unit: 'deliveries/s', target: `>= ${TARGET_DELIVERIES_PER_S}`, met: perSecond >= TARGET_DELIVERIES_PER_S,
      },
    ];
  } finally {
    await Promise.all(clients.map((client) => client.endAsync(true).catch(() => undefined)));
    await new Promise<void>((resolve) => broker.close(() => resolve()));
    server.close();
  }
}
