import type { Redis } from 'ioredis';
import type { NonceStore, NonceVerdict } from '../api/nonce-cache.js';

const NONCE_PREFIX = 'glint:nonce:';

/**
 * One sorted set per partition, nonce → the moment it may be forgotten: drop the expired,
 * refuse a replay, refuse a full partition, else remember — in one step on the server, so
 * two nodes receiving the same replayed request cannot both take it as fresh.
 */
const REMEMBER_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[3])
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 'replayed' end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 'partition-full' end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
local latest = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
redis.call('PEXPIREAT', KEYS[1], latest[2])
return 'fresh'`;

/**
 * The replay guard shared by every node (REDIS_URL): the same rules as the in-process
 * NonceCache, partitions bounded, nothing forgotten early. The whole-cache cap is Redis's
 * own memory limit (maxmemory with noeviction refuses writes, which refuses the request).
 */
export function createRedisNonceStore(redis: Redis, maxPerPartition: number): NonceStore {
  return {
    async remember(partition, nonce, forgetAt, now) {
      const verdict = await redis.eval(REMEMBER_SCRIPT, 1, NONCE_PREFIX + partition, nonce, String(forgetAt), String(now), String(maxPerPartition));
      return verdict as NonceVerdict;
    },
  };
}
