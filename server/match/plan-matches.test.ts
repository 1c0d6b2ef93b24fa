import { describe, expect, it } from 'vitest';
import { CALL_TYPE } from '../../src/domain/constants.js';
import { planMatches, type MatchEntry } from './plan-matches.js';

const entry = (uid: number, fields: Partial<MatchEntry> = {}): MatchEntry => ({
  uid, ticket: `t${uid}`, vip: false, host: false, queuedAt: uid, callType: CALL_TYPE.video, ...fields,
});
const pairs = (waiting: MatchEntry[]) => planMatches(waiting).map(({ caller, callee }) => [caller.uid, callee.uid]);

describe('planMatches', () => {
  it('gives the longest-waiting host to the longest-waiting seeker', () => {
    expect(pairs([entry(1), entry(2), entry(10, { host: true }), entry(11, { host: true })])).toEqual([[1, 10], [2, 11]]);
  });

  it('serves a VIP seeker before seekers who have waited longer', () => {
    expect(pairs([entry(1), entry(2), entry(3, { vip: true }), entry(10, { host: true })])).toEqual([[3, 10]]);
  });

  it('never matches seekers with each other nor hosts with each other', () => {
    expect(pairs([entry(1), entry(2), entry(3)])).toEqual([]);
    expect(pairs([entry(10, { host: true }), entry(11, { host: true })])).toEqual([]);
  });

  it('pairs seekers left without a host two by two in priority order when seekers may match each other', () => {
    const together = (waiting: MatchEntry[]) => planMatches(waiting, { seekersTogether: true }).map(({ caller, callee }) => [caller.uid, callee.uid]);
    expect(together([entry(1), entry(2), entry(3), entry(4, { vip: true })])).toEqual([[4, 1], [2, 3]]);
    expect(together([entry(1), entry(2), entry(3), entry(10, { host: true })])).toEqual([[1, 10], [2, 3]]);
    expect(together([entry(1)])).toEqual([]);
  });

  it('leaves the queue as it is when it is empty', () => {
    expect(planMatches([])).toEqual([]);
  });

  it('gives a seeker the next host when a block stands between it and the first one', () => {
    const blocked = (a: number, b: number) => [a, b].includes(1) && [a, b].includes(10);
    const plan = planMatches([entry(1), entry(2), entry(10, { host: true }), entry(11, { host: true })], { blocked });
    expect(plan.map(({ caller, callee }) => [caller.uid, callee.uid])).toEqual([[1, 11], [2, 10]]);
  });

  it('leaves a seeker waiting rather than pair it with the only host it blocked', () => {
    const blocked = () => true;
    expect(planMatches([entry(1), entry(10, { host: true })], { blocked, seekersTogether: true })).toEqual([]);
  });
});
