import { describe, expect, it } from 'vitest';
import { planStorageEviction, type StorageEntry } from './eviction';

const KB = 1024;
const entry = (key: string, kb: number, kind: StorageEntry['kind']): StorageEntry => ({ key, bytes: kb * KB, kind });

describe('planStorageEviction', () => {
  it('deletes the largest cache entries first and stops once 500 KB are freed', () => {
    const plan = planStorageEviction([
      entry('home-a', 100, 'userHome'),
      entry('chat-a', 300, 'privateChat'),
      entry('home-b', 250, 'userHome'),
      entry('chat-b', 50, 'privateChat'),
    ]);
    expect(plan).toEqual({ keys: ['chat-a', 'home-b'], freedBytes: 550 * KB, reachedTarget: true });
  });
  it('stops at exactly 500 KB (512,000 bytes)', () => {
    const plan = planStorageEviction([entry('a', 300, 'userHome'), entry('b', 200, 'userHome'), entry('c', 100, 'userHome')]);
    expect(plan.keys).toEqual(['a', 'b']);
    expect(plan.freedBytes).toBe(512_000);
  });
  it('goes on when one byte short of 500 KB', () => {
    const plan = planStorageEviction([
      { key: 'a', bytes: 511_999, kind: 'privateChat' },
      { key: 'b', bytes: 1, kind: 'privateChat' },
    ]);
    expect(plan.keys).toEqual(['a', 'b']);
    expect(plan.reachedTarget).toBe(true);
  });
  it('never deletes other kinds of entries, even when the target is missed', () => {
    const plan = planStorageEviction([entry('token', 900, 'other'), entry('home-a', 10, 'userHome')]);
    expect(plan).toEqual({ keys: ['home-a'], freedBytes: 10 * KB, reachedTarget: false });
  });
  it('plans nothing when there are no cache entries', () => {
    expect(planStorageEviction([entry('token', 900, 'other')])).toEqual({ keys: [], freedBytes: 0, reachedTarget: false });
  });
  it('leaves the entry list it was given in its order', () => {
    const entries = Object.freeze([entry('a', 1, 'userHome'), entry('b', 2, 'userHome')]);
    planStorageEviction(entries);
    expect(entries.map((e) => e.key)).toEqual(['a', 'b']);
  });
});
