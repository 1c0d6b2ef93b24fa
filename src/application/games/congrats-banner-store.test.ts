import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { CONGRATS_DISPLAY_MS, CONGRATS_ENTER_MS, CONGRATS_EXIT_MS, CONGRATS_NEXT_MS } from '../../domain/banners/congrats-banner';
import type { RealtimeMessage } from '../ports/realtime.port';
import { createCongratsBannerStore } from './congrats-banner-store';

const win = (coin: number): RealtimeMessage => ({ type: 13, user_info: { uid: 1, nickname: 'Ann', avatar: '' }, game_title: 'Coin Flip', coin, game_id: 1, add_time: 0, limit: 5 });

function setUp(onTab = true, mayShow = true) {
  let now = 0;
  const timers: Array<{ at: number; run: () => void; live: boolean }> = [];
  const claims: Array<[string, boolean]> = [];
  const messages$ = new Subject<RealtimeMessage>();
  const store = createCongratsBannerStore({
    messages$,
    now: () => now,
    schedule: (run, ms) => {
      const timer = { at: now + ms, run, live: true };
      timers.push(timer);
      return () => void (timer.live = false);
    },
    onTabPage: () => onTab,
    popups: { claim: (_name, kind, up) => void claims.push([kind, up]), mayShow: () => mayShow },
  });
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const next = timers.filter((t) => t.live && t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (next === undefined) break;
      now = next.at;
      next.live = false;
      next.run();
    }
    now = until;
  };
  return { store, messages$, advance, claims };
}

describe('the congratulation banner', () => {
  it('shows each win entering 0.8 s, displaying 2 s, exiting 0.8 s, then the next after 0.1 s, claiming the banner kind', () => {
    const { store, messages$, advance, claims } = setUp();
    messages$.next(win(20));
    messages$.next(win(30));
    expect(store.banner$.getValue()).toMatchObject({ phase: 'entering', notice: { coin: 20 } });
    expect(claims.at(-1)).toEqual(['banner', true]);
    advance(CONGRATS_ENTER_MS);
    expect(store.banner$.getValue()?.phase).toBe('displaying');
    advance(CONGRATS_DISPLAY_MS);
    expect(store.banner$.getValue()?.phase).toBe('exiting');
    advance(CONGRATS_EXIT_MS);
    expect(store.banner$.getValue()).toBeNull();
    advance(CONGRATS_NEXT_MS);
    expect(store.banner$.getValue()).toMatchObject({ phase: 'entering', notice: { coin: 30 } });
    advance(CONGRATS_ENTER_MS + CONGRATS_DISPLAY_MS + CONGRATS_EXIT_MS + CONGRATS_NEXT_MS);
    expect(store.banner$.getValue()).toBeNull();
    expect(claims.at(-1)).toEqual(['banner', false]);
  });

  it('skips wins off the tab pages, and while the arbiter keeps banners down', () => {
    for (const [onTab, mayShow] of [[false, true], [true, false]] as const) {
      const { store, messages$ } = setUp(onTab, mayShow);
      messages$.next(win(20));
      expect(store.banner$.getValue()).toBeNull();
    }
  });

  it('ignores a type 13 message that is not a game notice', () => {
    const { store, messages$ } = setUp();
    messages$.next({ type: 13, coin: 'lots' });
    expect(store.banner$.getValue()).toBeNull();
  });
});
