import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALL_TYPE } from '../../src/domain/constants.js';
import { byPriority, planMatches, type MatchEntry } from './plan-matches.js';

const queueArb = fc
  .uniqueArray(
    fc.record({ uid: fc.integer({ min: 1, max: 10_000 }), vip: fc.boolean(), host: fc.boolean(), queuedAt: fc.integer({ min: 0, max: 1_000 }) }),
    { selector: (e) => e.uid, maxLength: 30 },
  )
  .map((entries) => entries.map((e): MatchEntry => ({ ...e, ticket: `t${e.uid}`, callType: CALL_TYPE.video })));

/** A queue and some blocks among its users (either may have blocked the other). */
const blockedQueueArb = queueArb.chain((queue) =>
  fc
    .array(fc.tuple(fc.nat(), fc.nat()), { maxLength: queue.length * 2 })
    .map((picks) => {
      const uidAt = (i: number) => queue[i % Math.max(queue.length, 1)]?.uid ?? 0;
      const pairs = new Set(picks.map(([a, b]) => [uidAt(a), uidAt(b)].sort((x, y) => x - y).join(':')));
      const blocked = (a: number, b: number) => pairs.has([a, b].sort((x, y) => x - y).join(':'));
      return { queue, blocked };
    }),
);

describe('planMatches properties', () => {
  it('puts everyone in at most one pair, always a seeker with a host', () => {
    fc.assert(
      fc.property(queueArb, (queue) => {
        const planned = planMatches(queue);
        const uids = planned.flatMap(({ caller, callee }) => [caller.uid, callee.uid]);
        expect(new Set(uids).size).toBe(uids.length);
        for (const { caller, callee } of planned) expect([caller.host, callee.host]).toEqual([false, true]);
      }),
    );
  });

  it('with seekers together, pairs everyone once, hosts only with seekers, and leaves at most one seeker waiting when no host is free', () => {
    fc.assert(
      fc.property(queueArb, (queue) => {
        const planned = planMatches(queue, { seekersTogether: true });
        const uids = planned.flatMap(({ caller, callee }) => [caller.uid, callee.uid]);
        expect(new Set(uids).size).toBe(uids.length);
        for (const { caller } of planned) expect(caller.host).toBe(false);
        const seekers = queue.filter((e) => !e.host).length;
        const hosts = queue.length - seekers;
        const unmatchedSeekers = queue.filter((e) => !e.host && !uids.includes(e.uid)).length;
        expect(unmatchedSeekers).toBe(seekers > hosts ? (seekers - hosts) % 2 : 0);
        // The host pairs are exactly those of the plain plan: seekers together only take the leftovers.
        expect(planned.slice(0, Math.min(seekers, hosts))).toEqual(planMatches(queue));
      }),
    );
  });

  it('matches as many as it can: min(seekers, hosts) pairs', () => {
    fc.assert(
      fc.property(queueArb, (queue) => {
        const seekers = queue.filter((e) => !e.host).length;
        expect(planMatches(queue)).toHaveLength(Math.min(seekers, queue.length - seekers));
      }),
    );
  });

  it('never leaves a seeker waiting while one of lower priority got a host', () => {
    fc.assert(
      fc.property(queueArb, (queue) => {
        const matched = new Set(planMatches(queue).map(({ caller }) => caller.uid));
        const seekers = queue.filter((e) => !e.host);
        for (const waiting of seekers.filter((s) => !matched.has(s.uid))) {
          for (const served of seekers.filter((s) => matched.has(s.uid))) expect(byPriority(served, waiting)).toBeLessThan(0);
        }
      }),
    );
  });

  it('does not depend on the order the queue is read in', () => {
    fc.assert(
      fc.property(queueArb, fc.infiniteStream(fc.nat()), (queue, stream) => {
        const shuffled = [...queue].sort(() => (stream.next().value % 3) - 1);
        expect(planMatches(shuffled)).toEqual(planMatches(queue));
      }),
    );
  });

  it('never pairs two users a block stands between, and leaves no pair waiting that could meet', () => {
    fc.assert(
      fc.property(blockedQueueArb, fc.boolean(), ({ queue, blocked }, seekersTogether) => {
        const planned = planMatches(queue, { seekersTogether, blocked });
        for (const { caller, callee } of planned) expect(blocked(caller.uid, callee.uid)).toBe(false);
        const paired = new Set(planned.flatMap(({ caller, callee }) => [caller.uid, callee.uid]));
        expect(paired.size).toBe(planned.length * 2);
        const waitingSeekers = queue.filter((e) => !e.host && !paired.has(e.uid));
        const waitingHosts = queue.filter((e) => e.host && !paired.has(e.uid));
        for (const seeker of waitingSeekers) {
          for (const host of waitingHosts) expect(blocked(seeker.uid, host.uid)).toBe(true);
          if (!seekersTogether) continue;
          for (const other of waitingSeekers) if (other.uid !== seeker.uid) expect(blocked(seeker.uid, other.uid)).toBe(true);
        }
      }),
    );
  });
});
