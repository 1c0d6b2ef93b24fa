import type { Redis } from 'ioredis';
import type { Scheduler } from '../calls/scheduler.js';
import type { ErrorReporter } from '../logging/error-reporter.js';
import { NODE_ALIVE_PREFIX } from '../scale/cluster.js';
import { PRESENCE_GRACE_MS } from './in-memory-presence-store.js';
import type { PresenceListener, PresenceStore } from './presence-store.js';

const CONNECTIONS_PREFIX = 'glint:presence:conn:';
const LEAVING_PREFIX = 'glint:presence:leaving:';

/**
 * Whether a user counts as connected: a live connection on a node that is still alive (a
 * node that died stops renewing its alive key, and its counts stop counting), or a
 * pending "offline" inside the grace period. Shared by the scripts below.
 */
const COUNTS = `
local function counts(uid)
  if redis.call('EXISTS', '${LEAVING_PREFIX}' .. uid) == 1 then return true end
  local nodes = redis.call('HGETALL', '${CONNECTIONS_PREFIX}' .. uid)
  for i = 1, #nodes, 2 do
    if tonumber(nodes[i + 1]) > 0 and redis.call('EXISTS', '${NODE_ALIVE_PREFIX}' .. nodes[i]) == 1 then return true end
  end
  return false
end`;

/** ARGV: uid, node. Answers 1 when the user was not connected before (came online). */
const CONNECTED_SCRIPT = `${COUNTS}
local was = counts(ARGV[1])
redis.call('HINCRBY', '${CONNECTIONS_PREFIX}' .. ARGV[1], ARGV[2], 1)
redis.call('DEL', '${LEAVING_PREFIX}' .. ARGV[1])
if was then return 0 end
return 1`;

/** ARGV: uid, node, grace ms. Answers 1 when this was the user's last live connection (the grace period starts). */
const DISCONNECTED_SCRIPT = `${COUNTS}
local left = redis.call('HINCRBY', '${CONNECTIONS_PREFIX}' .. ARGV[1], ARGV[2], -1)
if left <= 0 then redis.call('HDEL', '${CONNECTIONS_PREFIX}' .. ARGV[1], ARGV[2]) end
if counts(ARGV[1]) then return 0 end
redis.call('SET', '${LEAVING_PREFIX}' .. ARGV[1], '1', 'PX', ARGV[3])
return 1`;

/** ARGV: uids. Answers one 0/1 per uid. */
const AMONG_SCRIPT = `${COUNTS}
local answer = {}
for i = 1, #ARGV do answer[i] = counts(ARGV[i]) and 1 or 0 end
return answer`;

/**
 * Presence shared by every node (REDIS_URL): connection counts per user and node, the
 * grace period as an expiring key, each node's counts ignored once it stops renewing its
 * alive key (server/scale/cluster.ts). The node where a user's connection state changed
 * tells this node's listeners (type-7 pushes go through the shared broker anyway). Known
 * limit: a node that dies never announces its users offline; readers see them offline once
 * its alive key lapses.
 */
export function createRedisPresenceStore(deps: {
  readonly redis: Redis;
  readonly nodeId: string;
  readonly clock: { now(): number };
  readonly scheduler: Scheduler;
  readonly onError: ErrorReporter;
}): PresenceStore {
  const { redis, nodeId } = deps;
  const listeners = new Set<PresenceListener>();
  const emit = (uid: number, connected: boolean) => {
    for (const listener of listeners) listener(uid, connected);
  };
  const among = async (uids: readonly number[]): Promise<ReadonlySet<number>> => {
    if (uids.length === 0) return new Set();
    const flags = (await redis.eval(AMONG_SCRIPT, 0, ...uids.map(String))) as number[];
    return new Set(uids.filter((_, index) => flags[index] === 1));
  };

  return {
    connected(uid) {
      redis.eval(CONNECTED_SCRIPT, 0, String(uid), nodeId).then((cameOnline) => {
        if (cameOnline === 1) emit(uid, true);
      }, deps.onError);
    },
    disconnected(uid) {
      redis.eval(DISCONNECTED_SCRIPT, 0, String(uid), nodeId, String(PRESENCE_GRACE_MS)).then((leaving) => {
        if (leaving !== 1) return;
        deps.scheduler.at(deps.clock.now() + PRESENCE_GRACE_MS, async () => {
          if (!(await among([uid])).has(uid)) emit(uid, false);
        });
      }, deps.onError);
    },
    isConnected: async (uid) => (await among([uid])).has(uid),
    connectedAmong: among,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
