import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

const RATE_PREFIX = 'glint:rate:';

/** Count the request in its window; the first request of a window starts the window's clock. */
const INCR_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/**
 * The rate-limit counters shared by every node (REDIS_URL), so a client cannot multiply
 * its limits by the number of nodes. Fixed windows like the in-process FixedWindowStore.
 * The plugin's own RedisStore names a child after its route, and every limiter of
 * register-rate-limits.ts is a routeless child, so they would all share one counter: here
 * each child gets the next number instead, which is the same on every node because every
 * node creates its limiters in the same order.
 */
export function redisWindowStoreClass(redis: Redis): new (options?: unknown) => FastifyRateLimitStore {
  class RedisWindowStore implements FastifyRateLimitStore {
    private children = 0;

    constructor(
      _options?: unknown,
      private readonly prefix: string = RATE_PREFIX,
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindowMs = 0): void {
      redis.eval(INCR_SCRIPT, 1, this.prefix + key, String(Math.max(1, timeWindowMs))).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          callback(null, { current, ttl });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      this.children += 1;
      return new RedisWindowStore(undefined, `${this.prefix}${this.children}:`);
    }
  }
  return RedisWindowStore;
}
