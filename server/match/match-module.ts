import type { AppContext } from '../context.js';
import { errorReporter } from '../logging/error-reporter.js';
import type { ServerModule } from '../server-module.js';
import { startDemoHostOffers } from './demo-host-offers.js';
import type { MatchDeps } from './match-deps.js';
import { matchCloseEndpoint } from './match-close.endpoint.js';
import { matchInfoEndpoint } from './match-info.endpoint.js';
import { MatchService } from './match-service.js';
import { createInMemoryMatchQueue } from './match-queue.js';
import { createRedisMatchQueue } from './redis-match-queue.js';
import { matchStartEndpoint } from './match-start.endpoint.js';

/**
 * Random matching (ADR 0004): the queue (in this process, or in Redis for every node), its /match/* endpoints, and the
 * demo hosts taking waiting seekers when DEMO_HOSTS is on. A match becomes a match call
 * of the calls module (ctx.calls).
 */
export function createMatchModule(ctx: AppContext): ServerModule {
  const onError = errorReporter(ctx.log, 'match');
  const match = new MatchService({
    db: ctx.db, ledger: ctx.ledger, spendingLeft: ctx.spendingLeft, publisher: ctx.realtime.publisher, clock: ctx.clock, scheduler: ctx.scheduler,
    calls: ctx.calls, onError, seekersTogether: ctx.config.matchSeekersTogether === true,
    queue: ctx.cluster.redis === null ? createInMemoryMatchQueue() : createRedisMatchQueue(ctx.cluster.redis),
    mutex: ctx.cluster.mutex,
  });
  const deps: MatchDeps = { match };
  let stopDemoHosts = (): void => undefined;
  return {
    endpoints: [matchInfoEndpoint(deps), matchStartEndpoint(deps), matchCloseEndpoint(deps)],
    start: () => {
      if (!ctx.config.demoHosts) return;
      stopDemoHosts = startDemoHostOffers({
        db: ctx.db, match, isInCall: (uid) => ctx.calls.isInCall(uid), clock: ctx.clock, scheduler: ctx.scheduler, random: Math.random, onError,
      });
    },
    stop: () => {
      stopDemoHosts();
      match.shutdown();
    },
  };
}
