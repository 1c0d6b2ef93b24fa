import { BehaviorSubject } from 'rxjs';
import type { LiveState } from '../live-state';

/**
 * The login prompt for tourists (000 §2, §6): an element marked as needing login, or a
 * `login_layer` callback, opens it; it offers the real sign-in methods.
 */
export interface LoginPromptStore {
  readonly open$: LiveState<boolean>;
  open(): void;
  close(): void;
}

export function createLoginPromptStore(): LoginPromptStore {
  const open$ = new BehaviorSubject(false);
  return {
    open$,
    open: () => open$.next(true),
    close: () => open$.next(false),
  };
}
