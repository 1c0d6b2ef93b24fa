import { BehaviorSubject, filter, map, type Observable, type Subscription } from 'rxjs';
import { congratsBannerStep, congratsBannerWakeAt, emptyCongratsBanner, type CongratsBannerState } from '../../domain/banners/congrats-banner';
import { REALTIME_MESSAGE_TYPE } from '../../domain/constants';
import { gameNoticeSchema, type GameNotice } from '../contracts/game/game-notice';
import type { LiveState } from '../live-state';
import type { PopupArbiterStore } from '../popups/popup-arbiter-store';
import type { RealtimeMessage } from '../ports/realtime.port';

/** What the banner shows: the notice and where in its timeline it is (the view animates entering and exiting). */
export interface CongratsBannerView {
  readonly phase: 'entering' | 'displaying' | 'exiting';
  readonly notice: GameNotice;
}

export interface CongratsBannerStore {
  readonly banner$: LiveState<CongratsBannerView | null>;
  dispose(): void;
}

export interface CongratsBannerDeps {
  readonly messages$: Observable<RealtimeMessage>;
  readonly now: () => number;
  readonly schedule: (run: () => void, ms: number) => () => void;
  /** Is the current page a tab page? Off the tab pages the waiting wins are skipped (001 §4). */
  readonly onTabPage: () => boolean;
  readonly popups: Pick<PopupArbiterStore, 'claim' | 'mayShow'>;
}

/** The arbiter's name for this banner's claim. */
const CLAIM = 'congrats-banner';

/**
 * The congratulation banner (001 §4, issue #16): game wins (realtime type 13) queue up to
 * their list limit, each entering 0.8 s, displaying 2 s, exiting 0.8 s, the next after
 * 0.1 s — skipped when the page is not a tab page, or when the popup arbiter says a
 * banner may not show (a call, a payment screen). While one shows it claims the
 * arbiter's 'banner' kind, so offers and reminders wait.
 */
export function createCongratsBannerStore(deps: CongratsBannerDeps): CongratsBannerStore {
  const banner$ = new BehaviorSubject<CongratsBannerView | null>(null);
  let state: CongratsBannerState<GameNotice> = emptyCongratsBanner();
  let cancelWake: (() => void) | null = null;

  const mayShow = () => deps.onTabPage() && deps.popups.mayShow('banner');
  const apply = (next: CongratsBannerState<GameNotice>) => {
    state = next;
    const view = state.phase === 'idle' || state.phase === 'gap' ? null : { phase: state.phase, notice: state.current };
    deps.popups.claim(CLAIM, 'banner', view !== null);
    if (view?.phase !== banner$.getValue()?.phase || view?.notice !== banner$.getValue()?.notice) banner$.next(view);
    cancelWake?.();
    const wakeAt = congratsBannerWakeAt(state);
    cancelWake = wakeAt === null ? null : deps.schedule(() => apply(congratsBannerStep(state, { type: 'tick', at: deps.now(), onTabPage: mayShow() })), Math.max(0, wakeAt - deps.now()));
  };

  const subscription: Subscription = deps.messages$
    .pipe(
      filter((message) => message.type === REALTIME_MESSAGE_TYPE.gameNotice),
      map((message) => gameNoticeSchema.safeParse(message)),
      filter((parsed) => parsed.success),
      map((parsed) => parsed.data),
    )
    .subscribe((notice) => apply(congratsBannerStep(state, { type: 'push', at: deps.now(), item: notice, ...(notice.limit !== undefined && { limit: notice.limit }), onTabPage: mayShow() })));

  return {
    banner$,
    dispose() {
      subscription.unsubscribe();
      cancelWake?.();
      deps.popups.claim(CLAIM, 'banner', false);
    },
  };
}
