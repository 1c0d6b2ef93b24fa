import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { Redis } from 'ioredis';
import aedesPersistenceRedis from 'aedes-persistence-redis';
import MQEmitterRedis from 'mqemitter-redis';
import type { ServerConfig } from '../config.js';
import { NONCE_PARTITION_MAX_ENTRIES, NonceCache, type NonceStore } from '../api/nonce-cache.js';
import { singleNodeLeases, type Leases } from './leases.js';
import { localMutex, redisMutex, type Mutex } from './mutex.js';
import { createRedisLeases } from './redis-leases.js';
import { createRedisNonceStore } from './redis-nonce-store.js';
import { createRedisRoomMembership } from './redis-room-membership.js';
import { InMemoryRoomMembership, type RoomMembership } from '../realtime/rooms.js';

/**
 * How fast a command to an unreachable Redis fails: a request waiting on Redis must get
 * its clear refusal (503) in about a second, not hang until the client gives up.
 */
const REDIS_RETRIES_PER_COMMAND = 1;
const REDIS_CONNECT_TIMEOUT_MS = 1_000;
/** Each node renews `NODE_ALIVE_PREFIX + nodeId` this often; what it counted (presence) stops counting once the key lapses. */
const NODE_ALIVE_EVERY_MS = 5_000;
const NODE_ALIVE_TTL_MS = 3 * NODE_ALIVE_EVERY_MS;
export const NODE_ALIVE_PREFIX = 'glint:node:';

/** What the broker needs to be one node of several (Aedes options); empty in one process. */
export interface BrokerClusterOptions {
  readonly id?: string;
  readonly mq?: unknown;
  readonly persistence?: unknown;
}

/**
 * What a node shares with the other nodes (DESIGN.md "Scale", docs/adr/0011-scale-out.md):
 * nothing when REDIS_URL is unset (everything lives in this process, as one server always
 * did); with it, the replay guard, the owners of scheduled jobs, the rate-limit counters
 * and the broker's subscriptions and QoS 1 queues live in Redis.
 */
export interface Cluster {
  readonly mode: 'single-node' | 'redis';
  /** This process among the nodes (logs, lease holders, the broker's id). */
  readonly nodeId: string;
  /** The connection the rate limits and the match queue use; null in one process. */
  readonly redis: Redis | null;
  readonly nonces: NonceStore;
  readonly leases: Leases;
  /** Work that runs one piece at a time across every node (the match queue's pairing). */
  readonly mutex: Mutex;
  readonly broker: BrokerClusterOptions;
  /** Who is in which live room: what every node's broker asks before forwarding a room packet. */
  readonly rooms: RoomMembership;
  close(): Promise<void>;
}

export function openCluster(config: ServerConfig, onError: (error: unknown) => void): Cluster {
  const nodeId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const maxPerPartition = NONCE_PARTITION_MAX_ENTRIES * config.rateLimitFactor;
  if (config.redisUrl === undefined) {
    return { mode: 'single-node', nodeId, redis: null, nonces: new NonceCache({ maxPerPartition }), leases: singleNodeLeases, mutex: localMutex(), broker: {}, rooms: new InMemoryRoomMembership(), close: async () => undefined };
  }
  const url = config.redisUrl;
  const connect = (): Redis => new Redis(url, { maxRetriesPerRequest: REDIS_RETRIES_PER_COMMAND, connectTimeout: REDIS_CONNECT_TIMEOUT_MS });
  const redis = connect();
  const mq = MQEmitterRedis({ pubConn: connect(), subConn: connect() });
  const aliveKey = NODE_ALIVE_PREFIX + nodeId;
  const renewAlive = (): void => void redis.set(aliveKey, '1', 'PX', NODE_ALIVE_TTL_MS).catch(() => undefined);
  renewAlive();
  const alive = setInterval(renewAlive, NODE_ALIVE_EVERY_MS);
  alive.unref();
  const persistenceConnection = connect();
  const persistence = aedesPersistenceRedis({ conn: persistenceConnection });
  const rooms = createRedisRoomMembership(redis, connect(), onError);
  return {
    mode: 'redis',
    nodeId,
    redis,
    nonces: createRedisNonceStore(redis, maxPerPartition),
    leases: createRedisLeases(redis, nodeId),
    mutex: redisMutex(redis, nodeId),
    broker: { id: nodeId, mq, persistence },
    rooms,
    async close() {
      rooms.close();
      // The broker closes its mq itself (before this runs). Not persistence.destroy(): it
      // unsubscribes through that closed mq and never returns. Its state stays in Redis.
      persistenceConnection.disconnect();
      clearInterval(alive);
      await redis.del(aliveKey).catch(() => undefined);
      redis.disconnect();
    },
  };
}
