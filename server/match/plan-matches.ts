import type { CallType } from '../../src/domain/calls/call-codes.js';
import type { BlockedBetween } from '../users/blocks-between.js';

/** Someone in the match queue. */
export interface MatchEntry {
  readonly uid: number;
  /** Unique per stay in the queue: the idempotency key of this stay's match payment. */
  readonly ticket: string;
  readonly vip: boolean;
  /** Hosts take matches (and never pay for them); everyone else seeks one. */
  readonly host: boolean;
  readonly queuedAt: number;
  readonly callType: CallType;
}

/** A pair to connect: the seeker calls (and pays), the host answers. */
export interface PlannedMatch {
  readonly caller: MatchEntry;
  readonly callee: MatchEntry;
}

/** VIP members first (000 §1 "priority matching"), then whoever has waited longest. */
export function byPriority(a: MatchEntry, b: MatchEntry): number {
  if (a.vip !== b.vip) return a.vip ? -1 : 1;
  return a.queuedAt - b.queuedAt || (a.ticket < b.ticket ? -1 : a.ticket > b.ticket ? 1 : 0);
}

export interface PlanOptions {
  /**
   * Seekers left without a host match each other, two by two in priority order (the first
   * calls and pays). The server turns it on unless MATCH_SEEKERS_TOGETHER=0, so two people
   * can always meet; a deployment with enough hosts may keep seekers waiting for them.
   */
  readonly seekersTogether?: boolean;
  /** Whether a block stands between two users (blocks-between.ts): such a pair is never planned. */
  readonly blocked?: BlockedBetween;
}

/** The first of `candidates` that `uid` may be paired with, taken out of the list. */
function takeFirstAllowed(candidates: MatchEntry[], uid: number, blocked: BlockedBetween): MatchEntry | undefined {
  const index = candidates.findIndex((candidate) => !blocked(uid, candidate.uid));
  return index === -1 ? undefined : candidates.splice(index, 1)[0];
}

/**
 * Who matches whom among those waiting: seekers in priority order take the hosts that
 * have waited longest, one each. Hosts never match hosts, and seekers match seekers only
 * with `seekersTogether`, so when hosts are scarce seekers queue up and VIP members get
 * the next host. Two users a block stands between are never paired: a seeker skips to
 * the next host (or seeker) it may meet.
 */
export function planMatches(waiting: readonly MatchEntry[], { seekersTogether = false, blocked = () => false }: PlanOptions = {}): PlannedMatch[] {
  const seekers = waiting.filter((entry) => !entry.host).sort(byPriority);
  const freeHosts = waiting.filter((entry) => entry.host).sort((a, b) => a.queuedAt - b.queuedAt || byPriority(a, b));
  const planned: PlannedMatch[] = [];
  const left: MatchEntry[] = [];
  for (const caller of seekers) {
    const callee = takeFirstAllowed(freeHosts, caller.uid, blocked);
    if (callee === undefined) left.push(caller);
    else planned.push({ caller, callee });
  }
  if (!seekersTogether) return planned;
  for (let caller = left.shift(); caller !== undefined; caller = left.shift()) {
    const callee = takeFirstAllowed(left, caller.uid, blocked);
    if (callee !== undefined) planned.push({ caller, callee });
  }
  return planned;
}
