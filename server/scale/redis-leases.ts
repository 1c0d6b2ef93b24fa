import type { Redis } from 'ioredis';
import type { Leases } from './leases.js';

const LEASE_PREFIX = 'glint:lease:';

/**
 * Take the lease when it is free, renew it when this node holds it, in one step (a
 * get-then-set from two nodes could both win). Answers 1 when this node holds it now.
 */
const HOLD_SCRIPT = `
local holder = redis.call('GET', KEYS[1])
if holder == false then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
if holder == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return 0`;

/** Leases as Redis keys holding the node id, expiring with their ttl. */
export function createRedisLeases(redis: Redis, nodeId: string): Leases {
  return {
    async hold(name, ttlMs) {
      return (await redis.eval(HOLD_SCRIPT, 1, LEASE_PREFIX + name, nodeId, String(ttlMs))) === 1;
    },
  };
}
