import type { BrokerCredentials } from './credentials.js';
import type { RealtimePublisher } from './publisher.js';
import type { RoomMembership } from './rooms.js';

/** What server modules use as `ctx.realtime`. */
export interface RealtimeServices {
  readonly publisher: RealtimePublisher;
  readonly credentials: BrokerCredentials;
  readonly rooms: RoomMembership;
}
