import { Aedes, type AuthenticateError, type Client } from 'aedes';
import { canPublish, canReceive, canSubscribe } from './access.js';
import type { BrokerSessionWatch } from './broker-sessions.js';
import type { BrokerCredentials } from './credentials.js';
import { encodeRealtimeMessage, parseRealtimeMessage } from './payload.js';
import type { RoomMembership } from './rooms.js';
import type { BrokerClusterOptions } from '../scale/cluster.js';

/** CONNACK return codes of MQTT 3.1.1 (aedes exports them only as a const enum). */
const IDENTIFIER_REJECTED = 2;
const BAD_USERNAME_OR_PASSWORD = 4;
const SERVER_UNAVAILABLE = 3;
/** A client that stops reading is dropped after this long instead of stalling everyone. */
const DRAIN_TIMEOUT_MS = 30_000;

function refusal(message: string, returnCode: number): AuthenticateError {
  return Object.assign(new Error(message), { returnCode }) as AuthenticateError;
}

/**
 * The embedded MQTT broker with Glint's rules: log in with a broker password, read only
 * your own namespace and rooms you joined, write only your outbox and joined rooms' chat.
 * Client payloads must be `{ type, ... }` JSON; the broker stamps `from_uid` (and `room_id`
 * in rooms) on them so nobody can speak for someone else. Every password is bound to a
 * sign-in session: it works only while that session lives, and its connection closes when it ends.
 */
/** Told of every accepted connection and every closed one, with its user (presence counts them). */
export interface ConnectionWatcher {
  connected(uid: number): void;
  disconnected(uid: number): void;
}

export function createBroker(credentials: BrokerCredentials, rooms: RoomMembership, sessions: BrokerSessionWatch, watcher: ConnectionWatcher, cluster: BrokerClusterOptions = {}): Aedes {
  const uids = new WeakMap<Client, string>();
  // With REDIS_URL, `cluster` carries the shared message bus and persistence: subscriptions and QoS 1 queues outlive this node.
  const broker = new Aedes({ drainTimeout: DRAIN_TIMEOUT_MS, ...cluster } as ConstructorParameters<typeof Aedes>[0]);

  broker.authenticate = (client, username, password, done) => {
    const uid = username === undefined || password === undefined ? null : credentials.verify(username, password.toString());
    if (uid === null) return done(refusal('REALTIME.BAD_CREDENTIALS', BAD_USERNAME_OR_PASSWORD), false);
    if (!credentials.ownsClientId(uid, client.id)) return done(refusal('REALTIME.FOREIGN_CLIENT_ID', IDENTIFIER_REJECTED), false);
    const session = credentials.sessionOf(password?.toString() ?? '');
    // verify() refuses a password bound to no session; this keeps the rule here too, where it is enforced.
    if (session === null) return done(refusal('REALTIME.BAD_CREDENTIALS', BAD_USERNAME_OR_PASSWORD), false);
    sessions.isLive(session).then(
      (live) => {
        if (!live) return done(refusal('REALTIME.SESSION_ENDED', BAD_USERNAME_OR_PASSWORD), false);
        uids.set(client, uid);
        sessions.track(client, session);
        done(null, true);
      },
      (error: unknown) => done(Object.assign(error instanceof Error ? error : new Error(String(error)), { returnCode: SERVER_UNAVAILABLE }) as AuthenticateError, false),
    );
  };

  // A refused filter is granted as 128 (failure) rather than dropping the connection.
  broker.authorizeSubscribe = (client, subscription, done) => {
    const uid = uids.get(client);
    done(null, uid !== undefined && canSubscribe(uid, subscription.topic, rooms) ? subscription : null);
  };

  // MQTT 3.1.1 cannot refuse a publish in-band: a refused one closes the connection.
  broker.authorizePublish = (client, packet, done) => {
    const uid = client === null ? undefined : uids.get(client);
    if (uid === undefined || packet.retain || !canPublish(uid, packet.topic)) {
      return done(new Error('REALTIME.PUBLISH_FORBIDDEN'));
    }
    const message = parseRealtimeMessage(packet.payload);
    if (message === null) return done(new Error('REALTIME.BAD_PAYLOAD'));
    packet.payload = encodeRealtimeMessage({ ...message, from_uid: uid });
    done(null);
  };

  broker.authorizeForward = (client, packet) => {
    const uid = uids.get(client);
    return uid !== undefined && canReceive(uid, packet.topic, rooms) ? packet : null;
  };

  broker.on('clientReady', (client) => {
    const uid = uids.get(client);
    if (uid !== undefined) watcher.connected(Number(uid));
  });
  broker.on('clientDisconnect', (client) => {
    sessions.forget(client);
    const uid = uids.get(client);
    if (uid !== undefined) watcher.disconnected(Number(uid));
  });

  // Errors of single clients (refused publishes, broken sockets) are normal traffic.
  broker.on('clientError', () => undefined);
  broker.on('connectionError', () => undefined);
  return broker;
}
