import type { FastifyInstance } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import type { ServerConfig } from '../config.js';
import type { Clock } from '../context.js';
import { createBroker, type ConnectionWatcher } from './broker.js';
import { BrokerSessionWatch, type LiveSessions } from './broker-sessions.js';
import { HmacBrokerCredentials } from './credentials.js';
import { packetFrameStream } from './packet-frames.js';
import { AedesRealtimePublisher } from './publisher.js';
import type { EmbeddedRealtime, RealtimeServices } from './realtime-services.js';
import { loadBrokerSecret } from './secret.js';
import type { Cluster } from '../scale/cluster.js';

export const MQTT_PATH = '/mqtt';
/** Largest websocket frame the broker accepts; realtime payloads are small JSON. */
const MAX_FRAME_BYTES = 256 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** `ctx.realtime`, reachable from the app for tests and operator routes. */
    readonly realtime: RealtimeServices;
  }
}

/**
 * The broker in this process (Aedes): in-memory persistence by default, or one node of a
 * cluster sharing Redis and room membership (`cluster`, REDIS_URL). `sessions` says which sign-in sessions
 * still live; `watcher` hears every connection open and close (presence).
 */
export function createEmbeddedRealtime(config: ServerConfig, clock: Clock, sessions: LiveSessions, watcher: ConnectionWatcher, cluster: Pick<Cluster, 'broker' | 'rooms'>): EmbeddedRealtime {
  const credentials = new HmacBrokerCredentials(loadBrokerSecret(config.dataDir), clock);
  const { rooms } = cluster;
  const watch = new BrokerSessionWatch(sessions);
  const broker = createBroker(credentials, rooms, watch, watcher, cluster.broker);
  const publisher = new AedesRealtimePublisher(broker);
  const services: RealtimeServices = { publisher, credentials, rooms, issueLogin: async (uid, device, session) => credentials.issue(uid, device, session) };

  async function attach(app: FastifyInstance): Promise<void> {
    await broker.listen();
    await publisher.start();
    watch.start(broker, (error) => app.log.error({ err: error }, 'broker session sweep failed'));
    // Encapsulated so the websocket plugin serves this one route only.
    await app.register(async (scope) => {
      await scope.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
      scope.get(MQTT_PATH, { websocket: true }, (socket, request) => {
        broker.handle(packetFrameStream(socket), request.raw);
      });
    });
    app.addHook('onClose', (_instance, done) => broker.close(() => done()));
    app.decorate('realtime', services);
  }

  return { ...services, attach };
}
