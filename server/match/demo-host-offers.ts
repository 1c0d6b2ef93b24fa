import type { Kysely } from 'kysely';
import type { CallType } from '../../src/domain/calls/call-codes.js';
import { createDelayedTasks, demoHostDelay } from '../calls/delayed-tasks.js';
import type { Scheduler } from '../calls/scheduler.js';
import type { Clock } from '../context.js';
import type { Database } from '../db/schema.js';
import type { ErrorReporter } from '../logging/error-reporter.js';
import { idleDemoHosts } from './idle-demo-hosts.js';
import type { MatchService } from './match-service.js';

export interface DemoHostOffersDeps {
  readonly db: Kysely<Database>;
  readonly match: MatchService;
  readonly isInCall: (uid: number) => Promise<boolean>;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  /** [0, 1), like Math.random; a test passes a fixed one. */
  readonly random: () => number;
  readonly onError: ErrorReporter;
}

/**
 * Plays the demo hosts' side of matching (DEMO_HOSTS, on unless 0): after a short,
 * human-looking delay an idle demo host takes a waiting seeker's match. (Picking up the
 * match call is the calls module's half: server/calls/demo-host-pickup.ts.) Answers the stop.
 */
export function startDemoHostOffers(deps: DemoHostOffersDeps): () => void {
  const { match } = deps;
  const tasks = createDelayedTasks(deps.scheduler, deps.onError);

  const offerHost = async (seeker: number, callType: CallType): Promise<void> => {
    if (!(await match.isWaiting(seeker))) return;
    const idle = await idleDemoHosts(deps.db, await match.waitingUids(), deps.isInCall);
    const host = idle[Math.floor(deps.random() * idle.length)];
    if (host !== undefined) await match.offerHost(host, callType);
  };

  const stopWaiting = match.onWaiting((entry) => tasks.later(entry.uid, deps.clock.now() + demoHostDelay(deps.random), () => offerHost(entry.uid, entry.callType)));
  return () => {
    stopWaiting();
    tasks.cancelAll();
  };
}
