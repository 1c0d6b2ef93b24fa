import { HEARTBEAT_MS } from '../../src/domain/constants.js';
import type { Clock } from '../context.js';
import type { ErrorReporter } from '../logging/error-reporter.js';
import type { CallRow } from './call-tables.js';
import type { CallEvent, CallsService } from './calls-service.js';
import { createDelayedTasks, demoHostDelay } from './delayed-tasks.js';
import type { Scheduler } from './scheduler.js';

export interface DemoHostPickupDeps {
  readonly calls: CallsService;
  /** Whether the user is one the demo seed made (server/demo). */
  readonly isDemoHost: (uid: number) => Promise<boolean>;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  /** [0, 1), like Math.random; a test passes a fixed one. */
  readonly random: () => number;
  readonly onError: ErrorReporter;
}

/**
 * Plays the demo hosts' side of calls (DEMO_HOSTS, on unless 0): after a short,
 * human-looking delay a demo host picks up a call or match call that rings them —
 * answering, connecting and sending heartbeats through the call service exactly as a
 * client would, so billing and the end reasons apply unchanged. They never hang up first;
 * the caller, the balance or the heartbeat check ends the call. (Taking waiting seekers is
 * the match module's half: server/match/demo-host-offers.ts.) Answers the stop.
 */
export function startDemoHostPickup(deps: DemoHostPickupDeps): () => void {
  const { calls, clock } = deps;
  const tasks = createDelayedTasks(deps.scheduler, deps.onError);

  const keepAlive = (row: CallRow): void => {
    tasks.later(row.id, clock.now() + HEARTBEAT_MS, async () => {
      const beat = await calls.heartbeat(row.callee_uid, row.id);
      if (beat.ok && beat.value.status !== 'ended') keepAlive(row);
    });
  };

  const pickUp = async (row: CallRow): Promise<void> => {
    const answered = await calls.answer(row.callee_uid, row.id);
    if (!answered.ok) return;
    const connected = await calls.connect(row.callee_uid, row.id);
    if (connected.ok) keepAlive(row);
  };

  const onCall = (event: CallEvent): void => {
    const row = event.call;
    if (event.kind === 'ended') return tasks.cancel(row.id);
    if (event.kind !== 'started') return;
    // Timed now, checked when it fires: the delay starts with the ring, not with the lookup.
    tasks.later(row.id, clock.now() + demoHostDelay(deps.random), async () => {
      if (await deps.isDemoHost(row.callee_uid)) await pickUp(row);
    });
  };

  const stopCalls = calls.onEvent(onCall);
  return () => {
    stopCalls();
    tasks.cancelAll();
  };
}
