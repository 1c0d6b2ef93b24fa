import { errorReporter } from '../logging/error-reporter.js';
import type { FastifyInstance } from 'fastify';
import type { CallRegistry } from '../api/call-registry.js';
import type { AppContext } from '../context.js';
import { matchApi } from '../match/match-api.js';
import { MatchService } from '../match/match-service.js';
import { callApi } from './call-api.js';
import { CallService } from './call-service.js';
import { callCurrentEndpoint } from './current.endpoint.js';
import { callsDatabase } from './call-tables.js';
import { startDemoHostAgent } from './demo-host-agent.js';
import { startSignalRelay } from './signal-relay.js';
import { startUserStateEvents } from '../users/user-state-events.js';

/**
 * Calls and matching: the call service (and the timers of calls a previous run left
 * open), the match queue, the WebRTC signal relay, the busy/back user-state updates
 * (type 7), the demo hosts when DEMO_HOSTS is on, and their /call/* and /match/* calls.
 */
export async function registerCallsAndMatching(app: FastifyInstance, ctx: AppContext, registry: CallRegistry): Promise<void> {
  const onError = errorReporter(app.log, 'calls');
  const db = callsDatabase(ctx.db);
  const { publisher } = ctx.realtime;
  const calls = new CallService({ db, ledger: ctx.ledger, publisher, clock: ctx.clock, scheduler: ctx.scheduler, ice: ctx.ice, onError });
  const match = new MatchService({ db, ledger: ctx.ledger, publisher, clock: ctx.clock, scheduler: ctx.scheduler, calls, onError, seekersTogether: ctx.config.matchSeekersTogether === true });
  registry.add(...callApi(calls), ...matchApi(match), callCurrentEndpoint(ctx));
  const stopRelay = startSignalRelay(db, publisher, onError);
  const stopUserStates = startUserStateEvents({ db, publisher, onCallEvent: (listener) => calls.onEvent(listener), onError });
  const stopDemoHosts = ctx.config.demoHosts
    ? startDemoHostAgent({ db, calls, match, clock: ctx.clock, scheduler: ctx.scheduler, random: Math.random, onError })
    : () => undefined;
  // Before onClose closes the database: no timer may fire into a closed one.
  app.addHook('preClose', async () => {
    stopDemoHosts();
    stopRelay();
    stopUserStates();
    match.shutdown();
    calls.close();
    ctx.scheduler.close();
  });
  await calls.resume();
}
