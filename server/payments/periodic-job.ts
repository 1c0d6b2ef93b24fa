import type { Scheduler } from '../calls/scheduler.js';
import type { Clock } from '../context.js';
import type { ErrorReporter } from '../logging/error-reporter.js';

export interface PeriodicJob {
  readonly scheduler: Scheduler;
  readonly clock: Clock;
  readonly intervalMs: number;
  /** Run once as soon as the server starts too (else the first run is one interval away). */
  readonly atStart: boolean;
  readonly work: () => Promise<unknown>;
  /** A failed run is reported here and the job carries on. */
  readonly onError: ErrorReporter;
}

/**
 * Runs background work on the server's scheduler (so a test's manual clock drives it),
 * one run at a time, the next one interval after the previous finished. Answers the stop
 * for shutdown: no run starts after it.
 */
export function startPeriodicJob(job: PeriodicJob): () => void {
  let stopped = false;
  let cancel: (() => void) | undefined;
  const schedule = (at: number): void => {
    if (stopped) return;
    cancel = job.scheduler.at(at, async () => {
      try {
        await job.work();
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
