/**
 * What nodes share through Redis (docs/adr/0011-scale-out.md), against a real
 * `redis-server`: the replay guard, leases, the pairing mutex and presence, each seen from
 * two nodes, and live-room membership. Skipped without redis-server, except on CI.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualTime } from '../../server/calls/manual-time.js';
import { createRedisPresenceStore } from '../../server/presence/redis-presence-store.js';
import { NODE_ALIVE_PREFIX } from '../../server/scale/cluster.js';
import { createRedisLeases } from '../../server/scale/redis-leases.js';
import { redisMutex } from '../../server/scale/mutex.js';
import { createRedisNonceStore } from '../../server/scale/redis-nonce-store.js';
import { createRedisRoomMembership } from '../../server/scale/redis-room-membership.js';
import { redisServerBinary, startRedisServer, type RedisServer } from '../support/cluster-harness.js';

const REDIS_PORT = 9620;
const LEASE_MS = 200;

function missing(): boolean {
  if (redisServerBinary() !== null) return false;
  if (process.env.CI === 'true') throw new Error('CI=true and no redis-server (apt-get install redis-server)');
  console.warn('[redis-shared-state] skipped: no redis-server (apt-get install redis-server)');
  return true;
}

describe.skipIf(missing())('state shared by nodes through Redis', () => {
  let server: RedisServer;
  let redis: Redis;

  beforeAll(async () => {
    server = await startRedisServer(REDIS_PORT);
    redis = new Redis(server.url);
  }, 30_000);

  afterAll(async () => {
    redis?.disconnect();
    await server?.stop();
  });

  it('refuses on node B a nonce node A already took, and keeps partitions apart', async () => {
    const nodeA = createRedisNonceStore(redis, 10);
    const nodeB = createRedisNonceStore(redis, 10);
    const now = Date.now();
    expect(await nodeA.remember('user:1', 'n-1', now + 60_000, now)).toBe('fresh');
    expect(await nodeB.remember('user:1', 'n-1', now + 60_000, now)).toBe('replayed');
    expect(await nodeB.remember('user:2', 'n-1', now + 60_000, now)).toBe('fresh');
  });

  it('says a partition is full at its cap and forgets nonces once their window is over', async () => {
    const store = createRedisNonceStore(redis, 2);
    const now = Date.now();
    expect(await store.remember('user:3', 'a', now + 1_000, now)).toBe('fresh');
    expect(await store.remember('user:3', 'b', now + 1_000, now)).toBe('fresh');
    expect(await store.remember('user:3', 'c', now + 1_000, now)).toBe('partition-full');
    expect(await store.remember('user:3', 'a', now + 3_000, now + 2_000)).toBe('fresh');
  });

  it('gives a lease to one node at a time, and to the other once the holder stops renewing it', async () => {
    const a = createRedisLeases(redis, 'node-a');
    const b = createRedisLeases(redis, 'node-b');
    expect(await a.hold('job', LEASE_MS)).toBe(true);
    expect(await b.hold('job', LEASE_MS)).toBe(false);
    expect(await a.hold('job', LEASE_MS)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 50));
    expect(await b.hold('job', LEASE_MS)).toBe(true);
    expect(await a.hold('job', LEASE_MS)).toBe(false);
  });

  it('runs the pairing of two nodes one round at a time', async () => {
    const a = redisMutex(redis, 'node-a');
    const b = redisMutex(redis, 'node-b');
    let inside = 0;
    let most = 0;
    const round = async () => {
      inside += 1;
      most = Math.max(most, inside);
      await new Promise((resolve) => setTimeout(resolve, 10));
      inside -= 1;
    };
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? a : b).run('pairing', round)));
    expect(most).toBe(1);
  });

  it('shows a user connected to node A as connected to readers on node B, until node A is gone', async () => {
    const time = new ManualTime(Date.now());
    const store = (nodeId: string) => createRedisPresenceStore({ redis, nodeId, clock: time, scheduler: time, onError: (error) => { throw error; } });
    await redis.set(NODE_ALIVE_PREFIX + 'node-a', '1');
    await redis.set(NODE_ALIVE_PREFIX + 'node-b', '1');
    const onA = store('node-a');
    const onB = store('node-b');
    const online: [number, boolean][] = [];
    onA.onChange((uid, connected) => online.push([uid, connected]));
    onA.connected(42);
    await until(async () => onB.isConnected(42));
    expect(online).toEqual([[42, true]]);
    expect([...(await onB.connectedAmong([41, 42]))]).toEqual([42]);
    // Node A dies: its alive key lapses and what it counted stops counting.
    await redis.del(NODE_ALIVE_PREFIX + 'node-a');
    expect(await onB.isConnected(42)).toBe(false);
  });
  it('shares live-room membership: a join on node A lets node B forward the room, a kick on A ends it on B within a hop, a node started later knows the members', async () => {
    const failures: unknown[] = [];
    const onError = (error: unknown): void => void failures.push(error);
    const nodeA = createRedisRoomMembership(redis, new Redis(server.url), onError);
    const nodeB = createRedisRoomMembership(redis, new Redis(server.url), onError);
    try {
      await Promise.all([nodeA.ready, nodeB.ready]);
      await nodeA.join('41', 'live-77');
      // The join resolved after its own change came back: B, on the same Redis, heard it first or with it.
      await until(async () => nodeB.isMember('41', 'live-77'));
      expect(nodeB.isMember('41', 'live-78')).toBe(false);
      await nodeB.join('42', 'live-77');

      nodeA.leave('41', 'live-77');
      expect(nodeA.isMember('41', 'live-77')).toBe(false);
      await until(async () => !nodeB.isMember('41', 'live-77'));

      const later = createRedisRoomMembership(redis, new Redis(server.url), onError);
      await later.ready;
      expect([later.isMember('41', 'live-77'), later.isMember('42', 'live-77')]).toEqual([false, true]);
      later.close();
      expect(failures).toEqual([]);
    } finally {
      nodeA.close();
      nodeB.close();
    }
  });
});

async function until(condition: () => Promise<boolean>, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
