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
}

/**
 * Who matches whom among those waiting: seekers in priority order take the hosts that
 * have waited longest, one each. Hosts never match hosts, and seekers match seekers only
 * with `seekersTogether`, so when hosts are scarce seekers queue up and VIP members get
 * the next host.
 */
export function planMatches(waiting: readonly MatchEntry[], { seekersTogether = false }: PlanOptions = {}): PlannedMatch[] {
  const seekers = waiting.filter((entry) => !entry.host).sort(byPriority);
  const hosts = waiting.filter((entry) => entry.host).sort((a, b) => a.queuedAt - b.queuedAt || byPriority(a, b));
  const withHosts = seekers.slice(0, hosts.length).flatMap((caller, i) => {
    const callee = hosts[i];
    return callee === undefined ? [] : [{ caller, callee }];
  });
  if (!seekersTogether) return withHosts;
  const left = seekers.slice(hosts.length);
  const together = left.flatMap((caller, i) => {
    const callee = left[i + 1];
    return i % 2 === 0 && callee !== undefined ? [{ caller, callee }] : [];
  });
  return [...withHosts, ...together];
}
