import type { FastifyInstance } from 'fastify';
import type { BrokerCredentials, IssuedBrokerCredentials } from './credentials.js';
import type { RealtimePublisher } from './publisher.js';
import type { RoomMembership } from './rooms.js';

/** What server modules use as `ctx.realtime`. */
export interface RealtimeServices {
  readonly publisher: RealtimePublisher;
  readonly credentials: BrokerCredentials;
  readonly rooms: RoomMembership;
  /**
   * The broker login /profile/init hands out, bound to the sign-in session, once the broker
   * will accept it: Aedes checks the signature itself; Mosquitto is told the login first.
   */
  issueLogin(uid: string, device: string, session: number): Promise<IssuedBrokerCredentials>;
}

/** The broker as `ctx.realtime` (Aedes in this process, or Mosquitto): the services above, and the door the realtime module opens. */
export interface EmbeddedRealtime extends RealtimeServices {
  /** Serves MQTT over WebSocket at /mqtt (Mosquitto: relays it there) and closes the broker with the server. */
  attach(app: FastifyInstance): Promise<void>;
}
