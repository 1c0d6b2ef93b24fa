import type { Scheduler } from '../calls/scheduler.js';
import type { Clock } from '../context.js';
import type { ErrorReporter } from '../logging/error-reporter.js';
import type { Leases } from './leases.js';
import { JOB_LEASE_INTERVALS } from './periodic-job.js';

export interface LeaseHolding {
  readonly leases: Leases;
  readonly name: string;
  /** How often a node asks for the lease (its holder renews it); it lapses after JOB_LEASE_INTERVALS of these. */
  readonly checkMs: number;
  readonly scheduler: Scheduler;
  readonly clock: Clock;
  readonly onError: ErrorReporter;
}

/** Starts a service and answers the stop that ends it. */
export type StartService = () => Promise<() => Promise<void>>;

/**
 * A long-running service on one node of several (docs/adr/0011-scale-out.md): started on the
 * node that takes the lease, stopped there if it loses it, and started by the node that
 * takes it over when its holder dies. Periodic jobs run one piece of work per interval
 * (periodic-job.ts); this is for what runs continuously, such as the demo lives' clip
 * publishers. In one process the lease is always held: the service starts at once. Answers
 * the stop for shutdown.
 */
export async function runWhileLeaseHeld(holding: LeaseHolding, start: StartService): Promise<() => Promise<void>> {
  let stopService: (() => Promise<void>) | null = null;
  let stopped = false;
  let cancel: (() => void) | undefined;

  const check = async (): Promise<void> => {
    // Redis out of reach: neither start nor stop (the lease lapses for every node alike).
    const held = await holding.leases.hold(holding.name, holding.checkMs * JOB_LEASE_INTERVALS).catch((error: unknown) => (holding.onError(error, { task: `lease ${holding.name}` }), null));
    if (held === true && stopService === null) stopService = await start();
    if (held === false && stopService !== null) {
      const stop = stopService;
      stopService = null;
      await stop();
    }
  };
  const schedule = (): void => {
    cancel = holding.scheduler.at(holding.clock.now() + holding.checkMs, async () => {
      await check().catch((error: unknown) => holding.onError(error, { task: holding.name }));
      if (!stopped) schedule();
    });
  };
  await check();
  schedule();
  return async () => {
    stopped = true;
    cancel?.();
    await stopService?.();
  };
}
