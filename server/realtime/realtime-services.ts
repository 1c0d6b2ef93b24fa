import type { FastifyInstance } from 'fastify';
import type { BrokerCredentials } from './credentials.js';
import type { RealtimePublisher } from './publisher.js';
import type { RoomMembership } from './rooms.js';

/** What server modules use as `ctx.realtime`. */
export interface RealtimeServices {
  readonly publisher: RealtimePublisher;
  readonly credentials: BrokerCredentials;
  readonly rooms: RoomMembership;
}

/** The broker in this process, as `ctx.realtime`: the services above, and the door the realtime module opens. */
export interface EmbeddedRealtime extends RealtimeServices {
  /** Serves MQTT over WebSocket at /mqtt and closes the broker with the server. */
  attach(app: FastifyInstance): Promise<void>;
}
