import type { MaintenanceService } from '../admin/maintenance-types.js';
import type { Clock } from '../context.js';
import type { ErrorReporter } from '../logging/error-reporter.js';
import { startPeriodicJob } from '../scale/periodic-job.js';
import type { Leases } from '../scale/leases.js';
import type { CallsService } from './calls-service.js';
import type { Scheduler } from './scheduler.js';

/**
 * How often the server looks for calls a maintenance window has overtaken. A second: the
 * calls end at the window's start (billed to it, not to when they were found), so the
 * interval only bounds how long the media runs on past the start.
 */
export const MAINTENANCE_DRAIN_CHECK_MS = 1_000;

/**
 * Ends the calls still running when a maintenance window starts (issue #19), on one node
 * (the lease): each at the start, reason 10, the unfinished minute refunded. Answers the stop.
 */
export function startMaintenanceDrain(deps: {
  readonly calls: CallsService;
  readonly maintenance: MaintenanceService;
  readonly scheduler: Scheduler;
  readonly clock: Clock;
  readonly leases: Leases;
  readonly onError: ErrorReporter;
}): () => void {
  return startPeriodicJob({
    scheduler: deps.scheduler,
    clock: deps.clock,
    intervalMs: MAINTENANCE_DRAIN_CHECK_MS,
    atStart: true,
    work: async () => {
      const window = await deps.maintenance.current();
      if (window !== null) await deps.calls.endForMaintenance(window.startsAt);
    },
    onError: deps.onError,
    owner: { leases: deps.leases, name: 'maintenance-drain' },
  });
}
