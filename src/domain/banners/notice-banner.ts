export const CALL_BANNER_AUTO_HANGUP_MS = 20_000;
export const NOTICE_BANNER_MS = 5_500;
export const NOTICE_BANNER_SWIPE_PX = 25;

/** A banner to show; display data stays with the caller, keyed by `id`. */
export type NoticeBanner =
  | { readonly kind: 'message'; readonly id: string; readonly chatId: string }
  | { readonly kind: 'call'; readonly id: string; readonly roomId: string }
  | { readonly kind: 'club' | 'liveInvite' | 'liveGift'; readonly id: string };

export interface ShownNoticeBanner {
  readonly banner: NoticeBanner;
  readonly shownAt: number;
  readonly closesAt: number;
}

export interface NoticeBannerState {
  readonly current: ShownNoticeBanner | null;
  /** Club and live banners waiting for the current one to go. */
  readonly queue: readonly NoticeBanner[];
}

export type NoticeBannerEvent =
  /** `openChatId`: the chat on screen, if any. */
  | { readonly type: 'arrive'; readonly at: number; readonly banner: NoticeBanner; readonly openChatId: string | null }
  | { readonly type: 'tick'; readonly at: number }
  | { readonly type: 'swipeUp'; readonly at: number; readonly distancePx: number }
  /** Tapping a message, club or live banner opens what it announces. */
  | { readonly type: 'tap'; readonly at: number }
  | { readonly type: 'answer'; readonly at: number }
  | { readonly type: 'hangUp'; readonly at: number };

export type NoticeBannerEffect =
  /** Hang up through the call-end call. */
  | { readonly kind: 'hangUp'; readonly roomId: string; readonly reason: 'timeout' | 'swipe' | 'button' }
  | { readonly kind: 'answer'; readonly roomId: string }
  | { readonly kind: 'open'; readonly banner: NoticeBanner };

export interface NoticeBannerStep {
  readonly state: NoticeBannerState;
  readonly effects: readonly NoticeBannerEffect[];
}

export const NOTICE_BANNERS_EMPTY: NoticeBannerState = { current: null, queue: [] };

const lifetime = (banner: NoticeBanner): number => (banner.kind === 'call' ? CALL_BANNER_AUTO_HANGUP_MS : NOTICE_BANNER_MS);
const show = (banner: NoticeBanner, at: number): ShownNoticeBanner => ({ banner, shownAt: at, closesAt: at + lifetime(banner) });
const unchanged = (state: NoticeBannerState): NoticeBannerStep => ({ state, effects: [] });

/** Closes the current banner with its effects and brings on the next queued one. */
function closeCurrent(state: NoticeBannerState, at: number, effects: readonly NoticeBannerEffect[]): NoticeBannerStep {
  const [next, ...rest] = state.queue;
  return { state: { current: next === undefined ? null : show(next, at), queue: rest }, effects };
}

function arrive(state: NoticeBannerState, banner: NoticeBanner, at: number, openChatId: string | null): NoticeBannerStep {
  const current = state.current?.banner;
  switch (banner.kind) {
    case 'message':
      // A message banner is news only now: suppressed, never queued, when its chat is open or another banner shows.
      return current !== undefined || banner.chatId === openChatId ? unchanged(state) : { state: { ...state, current: show(banner, at) }, effects: [] };
    case 'call':
      // Only one call banner at a time; a call pushes aside any other banner.
      return current?.kind === 'call' ? unchanged(state) : { state: { ...state, current: show(banner, at) }, effects: [] };
    default:
      if (current === undefined) return { state: { ...state, current: show(banner, at) }, effects: [] };
      if (current.id === banner.id || state.queue.some((queued) => queued.id === banner.id)) return unchanged(state);
      return { state: { ...state, queue: [...state.queue, banner] }, effects: [] };
  }
}

/**
 * The notice-banner strip as a pure reducer: message, call, club and live banners
 * arrive, expire (5.5 s; a call banner hangs up after 20 s), and go on a swipe up of
 * more than 25 px (hanging up a call) or on their buttons.
 */
export function noticeBannerStep(state: NoticeBannerState, event: NoticeBannerEvent): NoticeBannerStep {
  if (event.type === 'arrive') return arrive(state, event.banner, event.at, event.openChatId);
  const shown = state.current;
  if (shown === null) return unchanged(state);
  const { banner } = shown;
  switch (event.type) {
    case 'tick':
      if (event.at < shown.closesAt) return unchanged(state);
      return closeCurrent(state, event.at, banner.kind === 'call' ? [{ kind: 'hangUp', roomId: banner.roomId, reason: 'timeout' }] : []);
    case 'swipeUp':
      if (event.distancePx <= NOTICE_BANNER_SWIPE_PX) return unchanged(state);
      return closeCurrent(state, event.at, banner.kind === 'call' ? [{ kind: 'hangUp', roomId: banner.roomId, reason: 'swipe' }] : []);
    case 'tap':
      return banner.kind === 'call' ? unchanged(state) : closeCurrent(state, event.at, [{ kind: 'open', banner }]);
    case 'answer':
      return banner.kind === 'call' ? closeCurrent(state, event.at, [{ kind: 'answer', roomId: banner.roomId }]) : unchanged(state);
    case 'hangUp':
      return banner.kind === 'call' ? closeCurrent(state, event.at, [{ kind: 'hangUp', roomId: banner.roomId, reason: 'button' }]) : unchanged(state);
  }
}

/** When the caller should next send a tick (the current banner's close time), or null. */
export function noticeBannerWakeAt(state: NoticeBannerState): number | null {
  return state.current?.closesAt ?? null;
}
