import { BehaviorSubject } from 'rxjs';
import type { LiveState } from '../live-state';

/** Tab indexes of spec 000 §2: 0 match, 1 discover, 2 message, 3 me. */
export type TabIndex = 0 | 1 | 2 | 3;

export const TAB_INDEXES: readonly TabIndex[] = [0, 1, 2, 3];

export function isTabIndex(value: unknown): value is TabIndex {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

export interface ShellStore {
  /** The tab the entry page and sign-in land on; the server may change it (000 §2). */
  readonly defaultTabIndex$: LiveState<TabIndex>;
  /** Ignores anything that is not a tab index, so a bad server value keeps the current tab. */
  setDefaultTabIndex(index: unknown): void;
}

export function createShellStore(initial: TabIndex = 0): ShellStore {
  const defaultTabIndex$ = new BehaviorSubject<TabIndex>(initial);
  return {
    defaultTabIndex$,
    setDefaultTabIndex(index) {
      if (isTabIndex(index) && index !== defaultTabIndex$.getValue()) defaultTabIndex$.next(index);
    },
  };
}
