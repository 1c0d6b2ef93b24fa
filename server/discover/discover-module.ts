import type { AppContext } from '../context.js';
import { errorReporter } from '../logging/error-reporter.js';
import { startPeriodicJob } from '../scale/periodic-job.js';
import type { ServerModule } from '../server-module.js';
import type { DiscoverDeps } from './discover-deps.js';
import { discoverListEndpoint } from './discover-list.endpoint.js';
import { discoverDb } from './discover-tables.js';
import { pointHistoryEndpoint } from './point-history.endpoint.js';
import { pointSummaryEndpoint } from './point-summary.endpoint.js';
import { DISCOVER_REFRESH_MS, refreshRanks } from './rank-refresher.js';
import { rankingListEndpoint } from './ranking-list.endpoint.js';

/**
 * Discover (issue #14): the feed of hosts worth calling now, the daily and weekly boards
 * and a host's points — the readers of users and the ledger. Its tables are derived: a
 * refresher reads the ledger from a watermark into the boards and popularity, and keeps
 * the feed's versioned order (discover_ranks) up to date every DISCOVER_REFRESH_MS.
 */
export function createDiscoverModule(ctx: AppContext): ServerModule {
  const deps: DiscoverDeps = { ...ctx, discover: discoverDb(ctx.db) };
  let stopRefresher = (): void => undefined;
  return {
    endpoints: [discoverListEndpoint(deps), rankingListEndpoint(deps), pointSummaryEndpoint(deps), pointHistoryEndpoint(deps)],
    start: () => {
      stopRefresher = startPeriodicJob({
        scheduler: ctx.scheduler, clock: ctx.clock, intervalMs: DISCOVER_REFRESH_MS, atStart: true,
        work: () => refreshRanks(deps.discover, ctx.clock.now()),
        onError: errorReporter(ctx.log, 'Discover ranks'),
        owner: { leases: ctx.cluster.leases, name: 'discover-ranks' },
      });
    },
    stop: () => stopRefresher(),
  };
}
