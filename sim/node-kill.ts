import { startLoopbackCluster } from '../tests/support/cluster-harness.js';
import { startFailoverFront } from './failover-front.js';
import type { SimOptions } from './options.js';
import { runSimulation, type SimSummary } from './run-simulation.js';

/** The node-kill scenario's own loopback ports: Redis, node A, node B, and the front before A. */
export const NODE_KILL_PORTS = { redis: 19181, nodeA: 19182, nodeB: 19183, front: 19184 } as const;

/**
 * The node-kill scenario: PostgreSQL (Debian's binaries, or TEST_DATABASE_URL) and
 * redis-server, two server processes on them, half the users on node B and half behind a
 * front that prefers node A. Halfway through, node A is killed (SIGKILL: no goodbye to
 * anyone); its users' sockets drop, and the app's own reconnects land on node B through
 * the front. The invariants are then checked on node B: the same database, the same Redis.
 */
export async function runNodeKill(options: SimOptions, log: (line: string) => void): Promise<SimSummary> {
  log('starting PostgreSQL, redis-server and two nodes (node-kill)…');
  const cluster = await startLoopbackCluster({ redis: NODE_KILL_PORTS.redis, nodes: [NODE_KILL_PORTS.nodeA, NODE_KILL_PORTS.nodeB] });
  const [nodeA, nodeB] = cluster.nodes;
  const front = await startFailoverFront(NODE_KILL_PORTS.front, [NODE_KILL_PORTS.nodeA, NODE_KILL_PORTS.nodeB]);
  try {
    if (nodeA === undefined || nodeB === undefined) throw new Error('the cluster did not start two nodes');
    log(`node A ${nodeA.baseUrl} (pid ${nodeA.pid}) behind ${front.url}, node B ${nodeB.baseUrl} (pid ${nodeB.pid})`);
    return await runSimulation({ ...options, baseUrl: nodeB.baseUrl }, log, {
      userUrls: [front.url, nodeB.baseUrl],
      atHalfTime: async () => {
        log(`killing node A (pid ${nodeA.pid}) with SIGKILL`);
        await nodeA.kill();
      },
    });
  } finally {
    await front.close();
    await cluster.close();
  }
}
