/**
 * Who runs a job that must run on one node only (payment sweeps, VIP renewals, call
 * timers): the node holding its lease. A lease lapses `ttlMs` after its holder last
 * renewed it, so when that node dies another takes the job over within one ttl.
 */
export interface Leases {
  /** Takes the lease `name` for `ttlMs`, or renews it when this node holds it; false when another node holds it. */
  hold(name: string, ttlMs: number): Promise<boolean>;
}

/** One process is the only node: it holds every lease. */
export const singleNodeLeases: Leases = { hold: async () => true };
