import { describe, expect, it } from 'vitest';
import { congratsBannerStep, congratsBannerWakeAt, emptyCongratsBanner, type CongratsBannerState } from './congrats-banner';

const push = (state: CongratsBannerState<string>, item: string, at: number, onTabPage = true, limit?: number) =>
  congratsBannerStep(state, { type: 'push', at, item, onTabPage, ...(limit === undefined ? {} : { limit }) });
const tick = (state: CongratsBannerState<string>, at: number, onTabPage = true) => congratsBannerStep(state, { type: 'tick', at, onTabPage });

describe('congratsBannerStep', () => {
  it('enters for 0.8 s, displays for 2 s, exits for 0.8 s, then rests 0.1 s', () => {
    const entering = push(emptyCongratsBanner(), 'a', 1_000);
    expect(entering).toEqual({ phase: 'entering', since: 1_000, current: 'a', queue: [] });
    expect(tick(entering, 1_799).phase).toBe('entering');
    expect(tick(entering, 1_800)).toEqual({ phase: 'displaying', since: 1_800, current: 'a', queue: [] });
    expect(tick(entering, 3_799).phase).toBe('displaying');
    expect(tick(entering, 3_800)).toEqual({ phase: 'exiting', since: 3_800, current: 'a', queue: [] });
    expect(tick(entering, 4_599).phase).toBe('exiting');
    expect(tick(entering, 4_600)).toEqual({ phase: 'gap', since: 4_600, queue: [] });
    expect(tick(entering, 4_700)).toEqual({ phase: 'idle', queue: [] });
  });
  it('starts the next notice 0.1 s after the previous one has left', () => {
    const two = push(push(emptyCongratsBanner(), 'a', 0), 'b', 100);
    expect(two.queue).toEqual(['b']);
    expect(tick(two, 3_699).phase).toBe('gap');
    expect(tick(two, 3_700)).toEqual({ phase: 'entering', since: 3_700, current: 'b', queue: [] });
  });
  it('does not stretch phases when a tick comes late', () => {
    const two = push(push(emptyCongratsBanner(), 'a', 0), 'b', 100);
    expect(tick(two, 5_000)).toEqual({ phase: 'displaying', since: 4_500, current: 'b', queue: [] });
  });
  it('skips notices while the current page is not a tab page', () => {
    expect(push(emptyCongratsBanner(), 'a', 0, false)).toEqual({ phase: 'idle', queue: [] });
  });
  it('skips the waiting notices when the user has left the tab pages by the time they are due', () => {
    const two = push(push(emptyCongratsBanner(), 'a', 0), 'b', 100);
    expect(tick(two, 3_700, false)).toEqual({ phase: 'idle', queue: [] });
  });
  it('keeps only the newest 5 waiting notices by default', () => {
    let state = push(emptyCongratsBanner(), 'shown', 0);
    for (const item of ['1', '2', '3', '4', '5', '6']) state = push(state, item, 10);
    expect(state.queue).toEqual(['2', '3', '4', '5', '6']);
  });
  it('uses the list limit a notice brings', () => {
    let state = push(emptyCongratsBanner(), 'shown', 0);
    for (const item of ['1', '2', '3']) state = push(state, item, 10, true, 2);
    expect(state.queue).toEqual(['2', '3']);
  });
});

describe('congratsBannerWakeAt', () => {
  it('asks for a tick at the end of the current phase and none while idle', () => {
    expect(congratsBannerWakeAt(push(emptyCongratsBanner(), 'a', 1_000))).toBe(1_800);
    expect(congratsBannerWakeAt(emptyCongratsBanner())).toBeNull();
  });
});
