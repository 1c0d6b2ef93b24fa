import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { congratsBannerStep, congratsBannerWakeAt, emptyCongratsBanner, type CongratsBannerEvent, type CongratsBannerState } from './congrats-banner';

const pushes = fc.array(fc.record({ dt: fc.nat({ max: 5_000 }), limit: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }) }), {
  minLength: 1,
  maxLength: 20,
});

function afterPushes(list: readonly { dt: number; limit: number | undefined }[]): { state: CongratsBannerState<number>; at: number } {
  let state = emptyCongratsBanner<number>();
  let at = 0;
  list.forEach(({ dt, limit }, i) => {
    at += dt;
    state = congratsBannerStep(state, { type: 'push', at, item: i, onTabPage: true, ...(limit === undefined ? {} : { limit }) });
  });
  return { state, at };
}

describe('congratsBannerStep (properties)', () => {
  it('reaches the same state with one late tick as with ticks at every phase end', () => {
    fc.assert(
      fc.property(pushes, fc.nat({ max: 60_000 }), (list, later) => {
        const { state, at } = afterPushes(list);
        const target = at + later;
        let stepped = state;
        for (let wake = congratsBannerWakeAt(stepped); wake !== null && wake <= target; wake = congratsBannerWakeAt(stepped)) {
          stepped = congratsBannerStep(stepped, { type: 'tick', at: wake, onTabPage: true });
        }
        stepped = congratsBannerStep(stepped, { type: 'tick', at: target, onTabPage: true });
        expect(congratsBannerStep(state, { type: 'tick', at: target, onTabPage: true })).toEqual(stepped);
      }),
    );
  });
  it('never keeps more waiting notices than the limit of the latest push', () => {
    fc.assert(
      fc.property(pushes, (list) => {
        const { state } = afterPushes(list);
        expect(state.queue.length).toBeLessThanOrEqual(list.at(-1)!.limit ?? 5);
      }),
    );
  });
  it('shows nothing while the user stays off the tab pages', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 5_000 }), { maxLength: 20 }), (gaps) => {
        let state = emptyCongratsBanner<number>();
        let at = 0;
        gaps.forEach((gap, i) => {
          at += gap;
          const event: CongratsBannerEvent<number> = i % 2 === 0 ? { type: 'push', at, item: i, onTabPage: false } : { type: 'tick', at, onTabPage: false };
          state = congratsBannerStep(state, event);
          expect(state.phase).toBe('idle');
        });
      }),
    );
  });
  it('shows every notice for exactly 0.8 s + 2 s + 0.8 s when ticked at each phase end', () => {
    fc.assert(
      fc.property(pushes, (list) => {
        let { state } = afterPushes(list);
        const entered = new Map<number, number>();
        for (let wake = congratsBannerWakeAt(state); wake !== null; wake = congratsBannerWakeAt(state)) {
          const before = state;
          state = congratsBannerStep(state, { type: 'tick', at: wake, onTabPage: true });
          if (state.phase === 'entering' && before.phase !== 'entering') entered.set(state.current, state.since);
          if (before.phase === 'exiting' && state.phase === 'gap' && entered.has(before.current)) {
            expect(state.since - entered.get(before.current)!).toBe(3_600);
          }
        }
      }),
    );
  });
});
