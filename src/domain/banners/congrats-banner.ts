/** Congratulation banner timeline (001 §4, §9): enter 0.8 s, show 2 s, exit 0.8 s, next after 0.1 s; list limit 5 by default. */
export const CONGRATS_ENTER_MS = 800;
export const CONGRATS_DISPLAY_MS = 2_000;
export const CONGRATS_EXIT_MS = 800;
export const CONGRATS_NEXT_MS = 100;
export const CONGRATS_LIST_DEFAULT = 5;

/**
 * The congratulation banner (game wins) as a timeline: idle → entering 0.8 s →
 * displaying 2 s → exiting 0.8 s → a 0.1 s gap → the next notice. `T` is the notice.
 */
export type CongratsBannerState<T> =
  | { readonly phase: 'idle'; readonly queue: readonly T[] }
  | { readonly phase: 'entering' | 'displaying' | 'exiting'; readonly since: number; readonly current: T; readonly queue: readonly T[] }
  | { readonly phase: 'gap'; readonly since: number; readonly queue: readonly T[] };

export type CongratsBannerEvent<T> =
  /** A notice arrives; `limit` is its list limit (default 5): only the newest `limit` wait. */
  | { readonly type: 'push'; readonly at: number; readonly item: T; readonly limit?: number; readonly onTabPage: boolean }
  | { readonly type: 'tick'; readonly at: number; readonly onTabPage: boolean };

const PHASE_MS = { entering: CONGRATS_ENTER_MS, displaying: CONGRATS_DISPLAY_MS, exiting: CONGRATS_EXIT_MS, gap: CONGRATS_NEXT_MS } as const;

export function emptyCongratsBanner<T>(): CongratsBannerState<T> {
  return { phase: 'idle', queue: [] };
}

/** Brings on the next notice at `at`; off the tab pages the waiting notices are skipped. */
function startNext<T>(queue: readonly T[], at: number, onTabPage: boolean): CongratsBannerState<T> {
  const [next, ...rest] = queue;
  if (next === undefined || !onTabPage) return { phase: 'idle', queue: [] };
  return { phase: 'entering', since: at, current: next, queue: rest };
}

/**
 * Runs the timeline up to `at`. Phase boundaries follow from the previous boundary, not
 * from the tick, so a late tick does not stretch a phase.
 */
function advance<T>(state: CongratsBannerState<T>, at: number, onTabPage: boolean): CongratsBannerState<T> {
  let s = state;
  for (;;) {
    if (s.phase === 'idle') return s.queue.length === 0 ? s : startNext(s.queue, at, onTabPage);
    const end = s.since + PHASE_MS[s.phase];
    if (at < end) return s;
    switch (s.phase) {
      case 'entering':
        s = { ...s, phase: 'displaying', since: end };
        break;
      case 'displaying':
        s = { ...s, phase: 'exiting', since: end };
        break;
      case 'exiting':
        s = { phase: 'gap', since: end, queue: s.queue };
        break;
      case 'gap':
        s = startNext(s.queue, end, onTabPage);
        break;
    }
  }
}

/** A positive whole limit, else the default list limit. */
const listLimit = (limit: number | undefined): number => (limit !== undefined && Number.isInteger(limit) && limit > 0 ? limit : CONGRATS_LIST_DEFAULT);

export function congratsBannerStep<T>(state: CongratsBannerState<T>, event: CongratsBannerEvent<T>): CongratsBannerState<T> {
  if (event.type === 'tick') return advance(state, event.at, event.onTabPage);
  const queue = [...state.queue, event.item].slice(-listLimit(event.limit));
  return advance({ ...state, queue }, event.at, event.onTabPage);
}

/** When the caller should next tick (the end of the current phase), or null while idle. */
export function congratsBannerWakeAt<T>(state: CongratsBannerState<T>): number | null {
  return state.phase === 'idle' ? null : state.since + PHASE_MS[state.phase];
}
