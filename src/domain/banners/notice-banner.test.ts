import { describe, expect, it } from 'vitest';
import {
  NOTICE_BANNERS_EMPTY,
  noticeBannerStep,
  noticeBannerWakeAt,
  type NoticeBanner,
  type NoticeBannerState,
} from './notice-banner';

const message: NoticeBanner = { kind: 'message', id: 'm1', chatId: 'c1' };
const call: NoticeBanner = { kind: 'call', id: 'k1', roomId: 'r1' };
const club: NoticeBanner = { kind: 'club', id: 'b1' };
const gift: NoticeBanner = { kind: 'liveGift', id: 'g1' };

const arrive = (state: NoticeBannerState, banner: NoticeBanner, at = 0, openChatId: string | null = null) =>
  noticeBannerStep(state, { type: 'arrive', at, banner, openChatId });
const showing = (banner: NoticeBanner, at = 0): NoticeBannerState => arrive(NOTICE_BANNERS_EMPTY, banner, at).state;

describe('noticeBannerStep', () => {
  it('shows a message banner for 5.5 s', () => {
    const state = showing(message, 1_000);
    expect(state.current).toEqual({ banner: message, shownAt: 1_000, closesAt: 6_500 });
    expect(noticeBannerStep(state, { type: 'tick', at: 6_499 }).state.current).not.toBeNull();
    expect(noticeBannerStep(state, { type: 'tick', at: 6_500 })).toEqual({ state: NOTICE_BANNERS_EMPTY, effects: [] });
  });
  it('suppresses a message banner whose chat is open', () => {
    expect(arrive(NOTICE_BANNERS_EMPTY, message, 0, 'c1').state).toBe(NOTICE_BANNERS_EMPTY);
  });
  it('shows a message banner while another chat is open', () => {
    expect(arrive(NOTICE_BANNERS_EMPTY, message, 0, 'c2').state.current?.banner).toBe(message);
  });
  it('suppresses, and does not queue, a message banner while another banner shows', () => {
    const state = showing(club);
    expect(arrive(state, message).state).toBe(state);
  });
  it('hangs a call banner up after 20 s, not before', () => {
    const state = showing(call, 0);
    expect(noticeBannerStep(state, { type: 'tick', at: 19_999 }).effects).toEqual([]);
    expect(noticeBannerStep(state, { type: 'tick', at: 20_000 })).toEqual({
      state: NOTICE_BANNERS_EMPTY,
      effects: [{ kind: 'hangUp', roomId: 'r1', reason: 'timeout' }],
    });
  });
  it('ignores a second call banner while one shows', () => {
    const state = showing(call);
    expect(arrive(state, { kind: 'call', id: 'k2', roomId: 'r2' }).state).toBe(state);
  });
  it('lets a call banner push aside a club banner', () => {
    expect(arrive(showing(club), call, 100).state.current).toEqual({ banner: call, shownAt: 100, closesAt: 20_100 });
  });
  it('queues club and live banners and shows the next when the current closes', () => {
    const queued = arrive(arrive(showing(club, 0), gift, 10).state, { kind: 'liveInvite', id: 'i1' }, 20).state;
    expect(queued.queue.map((b) => b.id)).toEqual(['g1', 'i1']);
    const next = noticeBannerStep(queued, { type: 'tick', at: 5_600 }).state;
    expect(next.current).toEqual({ banner: gift, shownAt: 5_600, closesAt: 11_100 });
    expect(next.queue.map((b) => b.id)).toEqual(['i1']);
  });
  it('does not queue the same banner twice', () => {
    const once = arrive(showing(club), gift).state;
    expect(arrive(once, gift).state).toBe(once);
  });
  it('dismisses on a swipe up of 26 px but not of 25 px', () => {
    const state = showing(club);
    expect(noticeBannerStep(state, { type: 'swipeUp', at: 10, distancePx: 25 }).state).toBe(state);
    expect(noticeBannerStep(state, { type: 'swipeUp', at: 10, distancePx: 26 }).state).toEqual(NOTICE_BANNERS_EMPTY);
  });
  it('hangs up a call banner that is swiped away', () => {
    expect(noticeBannerStep(showing(call), { type: 'swipeUp', at: 10, distancePx: 40 }).effects).toEqual([{ kind: 'hangUp', roomId: 'r1', reason: 'swipe' }]);
  });
  it('answers and hangs up a call from its buttons', () => {
    expect(noticeBannerStep(showing(call), { type: 'answer', at: 10 }).effects).toEqual([{ kind: 'answer', roomId: 'r1' }]);
    expect(noticeBannerStep(showing(call), { type: 'hangUp', at: 10 }).effects).toEqual([{ kind: 'hangUp', roomId: 'r1', reason: 'button' }]);
  });
  it('opens what a tapped message banner announces', () => {
    expect(noticeBannerStep(showing(message), { type: 'tap', at: 10 })).toEqual({ state: NOTICE_BANNERS_EMPTY, effects: [{ kind: 'open', banner: message }] });
  });
  it('wakes the caller at the close time of the current banner', () => {
    expect(noticeBannerWakeAt(showing(message, 1_000))).toBe(6_500);
    expect(noticeBannerWakeAt(NOTICE_BANNERS_EMPTY)).toBeNull();
  });
});
