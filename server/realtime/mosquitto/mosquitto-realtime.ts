import net from 'node:net';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import mqtt from 'mqtt';
import { createWebSocketStream } from 'ws';
import type { ExternalBrokerSettings, ServerConfig } from '../../config.js';
import type { Clock } from '../../context.js';
import type { ConnectionWatcher } from '../broker.js';
import { BROKER_SESSION_CHECK_MS, type LiveSessions } from '../broker-sessions.js';
import { HmacBrokerCredentials } from '../credentials.js';
import { MQTT_PATH } from '../embedded-realtime.js';
import type { EmbeddedRealtime } from '../realtime-services.js';
import { loadBrokerSecret } from '../secret.js';
import { DynamicSecurity } from './dynamic-security.js';
import { serverSetup, userLogin } from './mosquitto-acl.js';
import { MosquittoLogins } from './mosquitto-logins.js';
import { MosquittoRoomMembership } from './mosquitto-rooms.js';
import { MqttRealtimePublisher } from './mqtt-publisher.js';
import { RelayedLogin } from './relayed-login.js';

/** MQTT 3.1.1, as the app speaks it. */
const PROTOCOL_VERSION = 4;
/** How soon the server's own connection to Mosquitto is retried when it drops. */
const RECONNECT_MS = 1_000;

/**
 * The realtime broker is Mosquitto (MQTT_BROKER_URL), not Aedes in this process: the server
 * is one more MQTT client (the glint-server role) that publishes to inboxes and rooms and
 * hears outboxes, and drives Mosquitto's dynamic-security plugin so Mosquitto itself
 * enforces server/realtime/access.ts's rules (mosquitto-acl.ts). /mqtt stays the app's
 * door: each WebSocket there is relayed byte for byte to Mosquitto's MQTT listener, so the
 * app, its CSP and socket_info are unchanged. Mosquitto tells no one who connected, so
 * the relay feeds presence itself: the CONNECT's client id and the CONNACK that accepted it
 * (relayed-login.ts), then the socket's close.
 */
export function createMosquittoRealtime(settings: ExternalBrokerSettings, config: ServerConfig, clock: Clock, sessions: LiveSessions, watcher: ConnectionWatcher, onError: (error: unknown) => void): EmbeddedRealtime {
  const credentials = new HmacBrokerCredentials(loadBrokerSecret(config.dataDir), clock);
  const client = mqtt.connect(settings.url, {
    protocolVersion: PROTOCOL_VERSION, username: settings.username, password: settings.password,
    clientId: `glint-server-${randomUUID().slice(0, 8)}`, clean: true, reconnectPeriod: RECONNECT_MS,
  });
  client.on('error', onError);
  const dynsec = new DynamicSecurity(client);
  const logins = new MosquittoLogins(sessions, dynsec);
  const publisher = new MqttRealtimePublisher(client);
  const rooms = new MosquittoRoomMembership(dynsec, onError);
  const broker = new URL(settings.url);

  async function issueLogin(uid: string, device: string, session: number) {
    const issued = credentials.issue(uid, device, session);
    // Mosquitto keys a login by its username: one per device (the client id), bound to that client id.
    const login = { ...issued, username: issued.client_id };
    await dynsec.run(userLogin(uid, { username: login.username, password: login.password, clientId: login.client_id }));
    logins.remember(login.username, session);
    return login;
  }

  async function attach(app: FastifyInstance): Promise<void> {
    if (!client.connected) await new Promise((resolve) => client.once('connect', resolve));
    await dynsec.start();
    await dynsec.run(serverSetup());
    await publisher.start();
    const sweep = setInterval(() => void logins.sweep().catch(onError), BROKER_SESSION_CHECK_MS);
    sweep.unref();
    await app.register(async (scope) => {
      await scope.register(fastifyWebsocket);
      scope.get(MQTT_PATH, { websocket: true }, (socket) => {
        const browser = createWebSocketStream(socket);
        const upstream = net.connect({ host: broker.hostname, port: Number(broker.port) });
        const login = new RelayedLogin();
        browser.on('data', (chunk: Buffer) => login.fromClient(chunk));
        upstream.on('data', (chunk: Buffer) => {
          const uid = login.fromBroker(chunk);
          if (uid !== null) watcher.connected(Number(uid));
        });
        browser.pipe(upstream).pipe(browser);
        let closed = false;
        const closeBoth = (): void => {
          browser.destroy();
          upstream.destroy();
          if (closed) return;
          closed = true;
          if (login.user !== null) watcher.disconnected(Number(login.user));
        };
        browser.on('error', closeBoth).on('close', closeBoth);
        upstream.on('error', closeBoth).on('close', closeBoth);
      });
    });
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      await client.endAsync();
    });
    app.decorate('realtime', services);
  }

  const services: EmbeddedRealtime = { publisher, credentials, rooms, issueLogin, attach };
  return services;
}
