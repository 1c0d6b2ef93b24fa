import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { NOTICE_BANNER_MS } from '../../domain/banners';
import { createLiveBanner, type LiveBannerEvent } from './live-banner';

const invite = (liveId: number): LiveBannerEvent => ({ type: 5, event: 'invite', live_id: liveId, uid: 7, nickname: 'Mina', avatar: 'a.png', title: 'Evening chat' });
const gift = (liveId: number): LiveBannerEvent => ({ type: 5, event: 'gift_banner', live_id: liveId, uid: 8, nickname: 'Omar', host_nickname: 'Mina', title: 'Rose', icon: 'rose.png' });

function harness(options: { mayShow?: boolean; watching?: number | null } = {}) {
  let now = 1_000;
  const timers: Array<{ at: number; task: () => void }> = [];
  const claims: boolean[] = [];
  const banners$ = new Subject<LiveBannerEvent>();
  const banner = createLiveBanner({
    banners$,
    now: () => now,
    schedule: (task, ms) => {
      const timer = { at: now + ms, task };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
    mayShow: () => options.mayShow ?? true,
    claim: (up) => claims.push(up),
    watching: () => options.watching ?? null,
  });
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((one) => one.at <= now)) timer.task();
  };
  return { banner, banners$, claims, advance };
}

describe('live banners (types 4 and 5)', () => {
  it('shows a live invite, claims the banner slot from the arbiter, and closes after 5.5 s', () => {
    const h = harness();
    h.banners$.next(invite(3));
    expect(h.banner.current$.getValue()).toMatchObject({ kind: 'liveInvite', liveId: 3, host: 'Mina', title: 'Evening chat' });
    expect(h.claims.at(-1)).toBe(true);
    h.advance(NOTICE_BANNER_MS - 1);
    expect(h.banner.current$.getValue()).not.toBeNull();
    h.advance(1);
    expect(h.banner.current$.getValue()).toBeNull();
    expect(h.claims.at(-1)).toBe(false);
  });

  it('queues a live-gift banner behind the one showing, and a tap opens that live', () => {
    const h = harness();
    h.banners$.next(invite(3));
    h.banners$.next(gift(4));
    expect(h.banner.tap()).toBe(3);
    expect(h.banner.current$.getValue()).toMatchObject({ kind: 'liveGift', liveId: 4, sender: 'Omar', gift: 'Rose', host: 'Mina' });
  });

  it('is dismissed by a swipe up of more than 25 px only', () => {
    const h = harness();
    h.banners$.next(gift(4));
    h.banner.swipeUp(25);
    expect(h.banner.current$.getValue()).not.toBeNull();
    h.banner.swipeUp(26);
    expect(h.banner.current$.getValue()).toBeNull();
  });

  it('drops a banner while the arbiter lets no banner show (a call is up): it is news only now', () => {
    const h = harness({ mayShow: false });
    h.banners$.next(invite(3));
    expect(h.banner.current$.getValue()).toBeNull();
  });

  it('says nothing about the live already on screen', () => {
    const h = harness({ watching: 4 });
    h.banners$.next(gift(4));
    expect(h.banner.current$.getValue()).toBeNull();
  });
});
