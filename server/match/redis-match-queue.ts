import type { Redis } from 'ioredis';
import type { MatchQueue } from './match-queue.js';
import type { MatchEntry } from './plan-matches.js';

const QUEUE_KEY = 'glint:match:queue';

/** The match queue as one Redis hash, uid → entry (JSON): every node pairs from the same queue. */
export function createRedisMatchQueue(redis: Redis): MatchQueue {
  const parse = (value: string | null): MatchEntry | undefined => (value === null ? undefined : (JSON.parse(value) as MatchEntry));
  return {
    add: async (entry) => void (await redis.hset(QUEUE_KEY, String(entry.uid), JSON.stringify(entry))),
    get: async (uid) => parse(await redis.hget(QUEUE_KEY, String(uid))),
    remove: async (uid) => (await redis.hdel(QUEUE_KEY, String(uid))) > 0,
    all: async () => Object.values(await redis.hgetall(QUEUE_KEY)).map((value) => JSON.parse(value) as MatchEntry),
  };
}
