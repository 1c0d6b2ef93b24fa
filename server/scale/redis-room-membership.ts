import type { Redis } from 'ioredis';
import { InMemoryRoomMembership, type RoomMembership } from '../realtime/rooms.js';

/** One Redis set per room (its members' uids); an empty set is no key at all. */
const ROOM_KEY_PREFIX = 'glint:room:';
/** Every join and leave, told to every node's mirror. */
const CHANGES_CHANNEL = 'glint:room-changes';
/** A join whose change is not heard back in this long fails (Redis lost meanwhile) rather than hang the request. */
const JOIN_ECHO_TIMEOUT_MS = 2_000;

type Change = { readonly op: 'join' | 'leave'; readonly uid: string; readonly roomId: string; readonly token?: string };

/**
 * Room membership shared by the nodes (REDIS_URL): the broker asks on every forwarded room
 * packet, so each node answers from a mirror in its own memory, kept by the changes every
 * node publishes. A kick or leave on node A ends the viewer's room packets on node B as soon
 * as B hears it (one pub/sub hop); a join resolves only once this node has heard its own
 * change back, by which time the others' subscriptions (same Redis, same hop) have it too.
 * The sets in Redis are what a node starting later loads.
 *
 * `subscriber` must be a connection of its own (a subscribed ioredis connection runs no
 * other command).
 */
export function createRedisRoomMembership(redis: Redis, subscriber: Redis, onError: (error: unknown) => void): RoomMembership & { readonly ready: Promise<void>; close(): void } {
  const mirror = new InMemoryRoomMembership();
  const heard = new Map<string, () => void>();
  let nextToken = 0;

  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANGES_CHANNEL) return;
    const change = JSON.parse(text) as Change;
    if (change.op === 'join') void mirror.join(change.uid, change.roomId);
    else mirror.leave(change.uid, change.roomId);
    if (change.token !== undefined) heard.get(change.token)?.();
  });
  const load = async (): Promise<void> => {
    await subscriber.subscribe(CHANGES_CHANNEL);
    // Subscribed first, then loaded: a change made meanwhile is both heard and loaded, never missed.
    for await (const keys of redis.scanStream({ match: `${ROOM_KEY_PREFIX}*`, count: 500 }) as AsyncIterable<string[]>) {
      for (const key of keys) {
        const roomId = key.slice(ROOM_KEY_PREFIX.length);
        for (const uid of await redis.smembers(key)) await mirror.join(uid, roomId);
      }
    }
  };
  const ready = load();
  // Reported here; a join waits for it and fails with it.
  ready.catch(onError);

  const token = (): string => `${process.pid}:${(nextToken += 1)}`;

  return {
    ready,
    async join(uid, roomId) {
      await ready;
      const mine = token();
      let timer: NodeJS.Timeout | undefined;
      const echoed = new Promise<void>((resolve, reject) => {
        heard.set(mine, resolve);
        timer = setTimeout(() => reject(new Error(`room ${roomId}: the join was not heard back from Redis in ${JOIN_ECHO_TIMEOUT_MS} ms`)), JOIN_ECHO_TIMEOUT_MS);
      });
      try {
        await redis.multi().sadd(ROOM_KEY_PREFIX + roomId, uid).publish(CHANGES_CHANNEL, JSON.stringify({ op: 'join', uid, roomId, token: mine } satisfies Change)).exec();
        await echoed;
      } finally {
        clearTimeout(timer);
        heard.delete(mine);
      }
    },
    leave(uid, roomId) {
      // At once on this node; the others hear it in one hop. A failure is reported, never silent.
      mirror.leave(uid, roomId);
      redis.multi().srem(ROOM_KEY_PREFIX + roomId, uid).publish(CHANGES_CHANNEL, JSON.stringify({ op: 'leave', uid, roomId } satisfies Change)).exec().catch(onError);
    },
    isMember: (uid, roomId) => mirror.isMember(uid, roomId),
    close: () => subscriber.disconnect(),
  };
}
