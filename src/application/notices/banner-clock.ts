import { NOTICE_BANNERS_EMPTY, noticeBannerStep, noticeBannerWakeAt, type NoticeBannerEvent, type NoticeBannerState } from '../../domain/banners';
import type { Schedule } from '../messages/outbox-sender';

/** The banner reducer's state, stepped by events and by its own timer. */
export interface BannerClock {
  readonly state: () => NoticeBannerState;
  readonly step: (event: NoticeBannerEvent) => ReturnType<typeof noticeBannerStep>;
  /** Cancels the pending tick (the store's dispose). */
  readonly stop: () => void;
}

/**
 * Runs the domain's notice-banner reducer for a banner store (message banners, live banners):
 * each step that changes the state is shown (`onChange`), then the next tick is armed for the
 * moment the reducer says something happens by itself (a banner closing, the next entering).
 */
export function createBannerClock(deps: { readonly now: () => number; readonly schedule: Schedule }, onChange: (state: NoticeBannerState) => void): BannerClock {
  let state: NoticeBannerState = NOTICE_BANNERS_EMPTY;
  let cancelTick: (() => void) | null = null;
  const step = (event: NoticeBannerEvent): ReturnType<typeof noticeBannerStep> => {
    const next = noticeBannerStep(state, event);
    if (next.state !== state) {
      state = next.state;
      onChange(state);
      cancelTick?.();
      const wakeAt = noticeBannerWakeAt(state);
      cancelTick = wakeAt === null ? null : deps.schedule(() => step({ type: 'tick', at: deps.now() }), Math.max(0, wakeAt - deps.now()));
    }
    return next;
  };
  return { state: () => state, step, stop: () => cancelTick?.() };
}
