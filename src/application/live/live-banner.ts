import { BehaviorSubject, type Observable } from 'rxjs';
import type { NoticeBannerState } from '../../domain/banners';
import type { LiveEventOf } from '../contracts/live/live-event';
import type { LiveState } from '../live-state';
import type { Schedule } from '../messages/outbox-sender';
import { createBannerClock } from '../notices/banner-clock';

export type LiveBannerEvent = LiveEventOf<'invite'> | LiveEventOf<'gift_banner'>;

/** The live banner on screen: a followed host went live (type 4) or got a gift in its live (type 5). */
export type LiveBannerView =
  | { readonly kind: 'liveInvite'; readonly id: string; readonly liveId: number; readonly host: string; readonly avatar: string; readonly title: string }
  | { readonly kind: 'liveGift'; readonly id: string; readonly liveId: number; readonly host: string; readonly sender: string; readonly gift: string; readonly icon: string };

export interface LiveBanner {
  readonly current$: LiveState<LiveBannerView | null>;
  /** Tapping the banner: answers the live to open, or null. */
  tap(): number | null;
  swipeUp(distancePx: number): void;
  dispose(): void;
}

export interface LiveBannerDeps {
  readonly banners$: Observable<LiveBannerEvent>;
  readonly now: () => number;
  readonly schedule: Schedule;
  /** The popup arbiter: may a banner show now (no call above it)? And the claim while one is up. */
  readonly mayShow: () => boolean;
  readonly claim: (up: boolean) => void;
  /** The live on screen, if any: its own banners are no news there. */
  readonly watching: () => number | null;
}

function viewOf(event: LiveBannerEvent, id: string): LiveBannerView {
  return event.event === 'invite'
    ? { kind: 'liveInvite', id, liveId: event.live_id, host: event.nickname, avatar: event.avatar, title: event.title }
    : { kind: 'liveGift', id, liveId: event.live_id, host: event.host_nickname, sender: event.nickname, gift: event.title, icon: event.icon };
}

/**
 * The live notice banners (001 "Notice banners", types 4 and 5) through the domain's banner
 * reducer: 5.5 s each, queued behind one another, a swipe up of more than 25 px dismisses,
 * a tap opens the live. The popup arbiter decides: under a call (or a screen nothing may
 * cover) a live banner is dropped, since it is news only now.
 */
export function createLiveBanner(deps: LiveBannerDeps): LiveBanner {
  let sequence = 0;
  const views = new Map<string, LiveBannerView>();
  const current$ = new BehaviorSubject<LiveBannerView | null>(null);

  const publish = (state: NoticeBannerState): void => {
    const shown = state.current === null ? null : (views.get(state.current.banner.id) ?? null);
    const waiting = new Set(state.queue.map((banner) => banner.id));
    for (const id of views.keys()) if (id !== shown?.id && !waiting.has(id)) views.delete(id);
    current$.next(shown);
    deps.claim(shown !== null);
  };
  const { step, stop } = createBannerClock(deps, publish);

  const subscription = deps.banners$.subscribe((event) => {
    if (!deps.mayShow() || deps.watching() === event.live_id) return;
    sequence += 1;
    const view = viewOf(event, `live:${event.event}:${event.live_id}:${sequence}`);
    views.set(view.id, view);
    step({ type: 'arrive', at: deps.now(), banner: { kind: view.kind, id: view.id }, openChatId: null });
  });

  return {
    current$,
    tap() {
      const shown = current$.getValue();
      const opened = step({ type: 'tap', at: deps.now() }).effects.some((effect) => effect.kind === 'open');
      return opened && shown !== null ? shown.liveId : null;
    },
    swipeUp(distancePx) {
      step({ type: 'swipeUp', at: deps.now(), distancePx });
    },
    dispose() {
      subscription.unsubscribe();
      stop();
      deps.claim(false);
      current$.complete();
    },
  };
}
