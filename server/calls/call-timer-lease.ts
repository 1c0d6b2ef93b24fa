import type { Leases } from '../scale/leases.js';
import type { Cluster } from '../scale/cluster.js';

/** The lease whose holder runs every call's timers (ring and connect timeouts, billing, liveness). */
const CALL_TIMERS_LEASE = 'call-timers';
/** How long the holder's claim lasts unrenewed: calls go unbilled at most this long after it dies (then billed in arrears). */
export const CALL_TIMERS_LEASE_MS = 10_000;
/** How often the holder renews its lease and arms the timers of calls other nodes started. */
export const CALL_TIMERS_ADOPT_MS = 2_000;

/**
 * Which node runs the call timers when there are several (REDIS_URL): the one holding the
 * lease. Any node may arm a timer, but only the holder acts when it fires, so two nodes
 * never bill the same minute (the ledger's idempotency keys are the second line). Null in
 * one process, where every timer is this node's.
 */
export interface CallTimerOwner {
  holds(): Promise<boolean>;
}

export function callTimerOwner(cluster: Pick<Cluster, 'mode' | 'leases'>): CallTimerOwner | null {
  if (cluster.mode === 'single-node') return null;
  const leases: Leases = cluster.leases;
  return { holds: () => leases.hold(CALL_TIMERS_LEASE, CALL_TIMERS_LEASE_MS) };
}

/**
 * The holder's duty: every CALL_TIMERS_ADOPT_MS renew the lease and (re-)arm the timers of
 * every open call, so calls started or answered on another node — or left by a node that
 * died — are timed and billed here. Returns the stop.
 */
export function startCallTimerAdoption(owner: CallTimerOwner, calls: { resume(): Promise<void> }, onError: (error: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    owner
      .holds()
      .then((held) => (held ? calls.resume() : undefined))
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, CALL_TIMERS_ADOPT_MS);
  timer.unref();
  return () => clearInterval(timer);
}
