import type { Scheduler } from '../calls/scheduler.js';
import type { Clock } from '../context.js';
import type { ErrorReporter } from '../logging/error-reporter.js';
import type { Leases } from './leases.js';

/**
 * A job's lease lasts this many of its intervals: its holder renews it on every run, so
 * it never lapses while that node lives, and another node takes the job over within this
 * many intervals of its death.
 */
export const JOB_LEASE_INTERVALS = 3;

export interface PeriodicJob {
  readonly scheduler: Scheduler;
  readonly clock: Clock;
  readonly intervalMs: number;
  /** Run once as soon as the server starts too (else the first run is one interval away). */
  readonly atStart: boolean;
  readonly work: () => Promise<unknown>;
  /** A failed run is reported here and the job carries on. */
  readonly onError: ErrorReporter;
  /**
   * One node of several runs it (ctx.cluster.leases, the lease named `name`): the others
   * skip each run while that node holds the lease (docs/adr/0011-scale-out.md).
   */
  readonly owner: { readonly leases: Leases; readonly name: string };
}

/**
 * Runs background work on the server's scheduler (so a test's manual clock drives it),
 * one run at a time, the next one interval after the previous finished, on the one node
 * holding the job's lease. Answers the stop for shutdown: no run starts after it.
 */
export function startPeriodicJob(job: PeriodicJob): () => void {
  let stopped = false;
  let cancel: (() => void) | undefined;
  const leaseMs = job.intervalMs * JOB_LEASE_INTERVALS;
  const schedule = (at: number): void => {
    if (stopped) return;
    cancel = job.scheduler.at(at, async () => {
      try {
        if (await job.owner.leases.hold(job.owner.name, leaseMs)) await job.work();
      } catch (error) {
        job.onError(error);
      }
      schedule(job.clock.now() + job.intervalMs);
    });
  };
  schedule(job.clock.now() + (job.atStart ? 0 : job.intervalMs));
  return () => {
    stopped = true;
    cancel?.();
  };
}
