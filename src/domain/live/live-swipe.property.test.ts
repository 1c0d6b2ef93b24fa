import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIVE_SWIPE_THRESHOLD_PX, liveAfterSwipe, liveSwipeOf } from './live-swipe';

const uniqueIds = fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 30 });

describe('swiping between live rooms (properties)', () => {
  it('moves rooms only on a mostly vertical travel of more than 60 px: up is next, down is previous', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.integer({ min: -400, max: 400 }), (dx, dy) => {
        const swipe = liveSwipeOf(dx, dy);
        if (Math.abs(dy) <= LIVE_SWIPE_THRESHOLD_PX || Math.abs(dx) >= Math.abs(dy)) expect(swipe).toBeNull();
        else expect(swipe).toBe(dy < 0 ? 'next' : 'previous');
      }),
    );
  });

  it('lands on another listed room, and next then previous comes back to where it started', () => {
    fc.assert(
      fc.property(uniqueIds, fc.nat(), (ids, pick) => {
        const current = ids[pick % ids.length] as number;
        const next = liveAfterSwipe(ids, current, 'next');
        if (ids.length === 1) {
          expect(next).toBeNull();
          return;
        }
        expect(next).not.toBe(current);
        expect(ids).toContain(next);
        expect(liveAfterSwipe(ids, next as number, 'previous')).toBe(current);
      }),
    );
  });

  it('visits every room once in as many swipes as there are rooms', () => {
    fc.assert(
      fc.property(uniqueIds, (ids) => {
        const seen = new Set<number>();
        let at = ids[0] as number;
        for (let i = 0; i < ids.length; i += 1) {
          seen.add(at);
          at = liveAfterSwipe(ids, at, 'next') ?? at;
        }
        expect(seen.size).toBe(ids.length);
      }),
    );
  });

  it('from a room no longer listed goes to the first (next) or last (previous) listed room', () => {
    expect(liveAfterSwipe([4, 5, 6], 9, 'next')).toBe(4);
    expect(liveAfterSwipe([4, 5, 6], 9, 'previous')).toBe(6);
    expect(liveAfterSwipe([], 9, 'next')).toBeNull();
  });
});
