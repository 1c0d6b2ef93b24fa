import type { CallType } from '../../src/domain/calls/call-codes.js';

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

/** A pair to connect: the seeker calls (and pays), the partner answers. */
export interface PlannedMatch {
  readonly caller: MatchEntry;
  readonly callee: MatchEntry;
}

/** VIP members first (000 §1 "priority matching"), then whoever has waited longest. */
export function byPriority(a: MatchEntry, b: MatchEntry): number {
  if (a.vip !== b.vip) return a.vip ? -1 : 1;
  return a.queuedAt - b.queuedAt || (a.ticket < b.ticket ? -1 : a.ticket > b.ticket ? 1 : 0);
}

/**
 * Who matches whom among those waiting. Seekers in priority order take the hosts that
 * have waited longest; seekers left over when the hosts run out match each other, in
 * priority order; hosts never match hosts (they wait for seekers). Everyone is in at
 * most one pair.
 */
export function planMatches(waiting: readonly MatchEntry[]): PlannedMatch[] {
  const seekers = waiting.filter((entry) => !entry.host).sort(byPriority);
  const hosts = waiting.filter((entry) => entry.host).sort((a, b) => a.queuedAt - b.queuedAt || byPriority(a, b));
  const pairs: PlannedMatch[] = [];
  const unmatched: MatchEntry[] = [];
  for (const seeker of seekers) {
    const host = hosts.shift();
    if (host === undefined) unmatched.push(seeker);
    else pairs.push({ caller: seeker, callee: host });
  }
  for (let i = 0; i + 1 < unmatched.length; i += 2) {
    const caller = unmatched[i];
    const callee = unmatched[i + 1];
    if (caller !== undefined && callee !== undefined) pairs.push({ caller, callee });
  }
  return pairs;
}
