import type { Redis } from 'ioredis';
import { KeyedLock } from '../calls/keyed-lock.js';

/** Work that must run one piece at a time across every node (the match queue's pairing). */
export interface Mutex {
  run<T>(name: string, work: () => Promise<T>): Promise<T>;
}

/** One process: a queue per name is enough. */
export function localMutex(): Mutex {
  const lock = new KeyedLock();
  const keys = new Map<string, number>();
  const keyOf = (name: string): number => {
    const key = keys.get(name) ?? keys.size;
    keys.set(name, key);
    return key;
  };
  return { run: (name, work) => lock.run(keyOf(name), work) };
}

const MUTEX_PREFIX = 'glint:mutex:';
/** A holder that dies mid-work frees the mutex after this long; pairing takes milliseconds. */
export const MUTEX_TTL_MS = 5_000;
/** How often a node waiting for the mutex asks again. */
const MUTEX_RETRY_MS = 5;
/** Releases only a mutex this node still holds (after a ttl lapse another node may hold it). */
const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * Several nodes (REDIS_URL): the work of this node queues locally first (so its own
 * requests do not spin against each other), then waits for the Redis key.
 */
export function redisMutex(redis: Redis, nodeId: string): Mutex {
  const local = localMutex();
  let seq = 0;
  return {
    run: (name, work) =>
      local.run(name, async () => {
        const key = MUTEX_PREFIX + name;
        const token = `${nodeId}:${seq++}`;
        while ((await redis.set(key, token, 'PX', MUTEX_TTL_MS, 'NX')) === null) {
          await new Promise((resolve) => setTimeout(resolve, MUTEX_RETRY_MS));
        }
        try {
          return await work();
        } finally {
          await redis.eval(RELEASE_SCRIPT, 1, key, token);
        }
      }),
  };
}
