import type { ErrorReporter } from '../logging/error-reporter.js';
import { DEMO_HOST_ANSWER_DELAY_MS, HEARTBEAT_MS } from '../../src/domain/constants.js';
import type { Clock } from '../context.js';
import type { MatchService } from '../match/match-service.js';
import type { CallEvent, CallService } from './call-service.js';
import type { CallRow, CallsDatabase } from './call-tables.js';
import { idleDemoHosts, isDemoHost } from './demo-hosts.js';
import type { Cancel, Scheduler } from './scheduler.js';

export interface DemoHostAgentDeps {
  readonly db: CallsDatabase;
  readonly calls: CallService;
  readonly match: MatchService;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  /** [0, 1), like Math.random; a test passes a fixed one. */
  readonly random: () => number;
  readonly onError: ErrorReporter;
}

/**
 * Plays the demo hosts (DEMO_HOSTS, on unless 0): after a short, human-looking delay a
 * demo host takes a waiting seeker's match, and picks up a call or match call that rings
 * them — answering, connecting and sending heartbeats through the call service exactly
 * as a client would, so billing and the end reasons apply unchanged. They never hang up
 * first; the caller, the balance or the heartbeat check ends the call.
 */
export function startDemoHostAgent(deps: DemoHostAgentDeps): () => void {
  const { db, calls, match, clock, scheduler, onError } = deps;
  const pending = new Map<number, Cancel>();

  const delay = (): number => {
    const { min, max } = DEMO_HOST_ANSWER_DELAY_MS;
    return min + Math.floor(deps.random() * (max - min + 1));
  };
  const later = (key: number, at: number, task: () => Promise<void>): void => {
    pending.get(key)?.();
    const cancel = scheduler.at(at, () => {
      if (pending.get(key) === cancel) pending.delete(key);
      return task().catch(onError);
    });
    pending.set(key, cancel);
  };

  const offerHost = async (seeker: number, callType: Parameters<MatchService['offerHost']>[1]): Promise<void> => {
    if (!match.isWaiting(seeker)) return;
    const idle = await idleDemoHosts(db, match.waitingUids());
    const host = idle[Math.floor(deps.random() * idle.length)];
    if (host !== undefined) await match.offerHost(host, callType);
  };

  const keepAlive = (row: CallRow): void => {
    later(row.id, clock.now() + HEARTBEAT_MS, async () => {
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
    if (event.kind === 'ended') {
      pending.get(row.id)?.();
      pending.delete(row.id);
      return;
    }
    // Timed now, checked when it fires: the delay starts with the ring, not with the lookup.
    later(row.id, clock.now() + delay(), async () => {
      if (await isDemoHost(db, row.callee_uid)) await pickUp(row);
    });
  };

  const stopCalls = calls.onEvent(onCall);
  // Seekers are keyed by negative uid so their timers never collide with a room's.
  const stopWaiting = match.onWaiting((entry) => later(-entry.uid, clock.now() + delay(), () => offerHost(entry.uid, entry.callType)));
  return () => {
    stopCalls();
    stopWaiting();
    for (const cancel of pending.values()) cancel();
    pending.clear();
  };
}
