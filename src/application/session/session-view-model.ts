import { BehaviorSubject } from 'rxjs';
import type { SessionStatus } from './app-session';
import type { LiveState } from '../live-state';

/** What the shell's route guards and the tourist interception read. */
export interface SessionViewModel {
  readonly status$: LiveState<SessionStatus>;
  /** A guest account (is_tourist 1): elements needing login open the login prompt. */
  readonly isTourist$: LiveState<boolean>;
}

/** Before the core has loaded: signed out for sure without a stored session, else still starting. */
export function createBootSessionViewModel(mayBeSignedIn: boolean): SessionViewModel {
  return { status$: new BehaviorSubject<SessionStatus>(mayBeSignedIn ? 'starting' : 'signed-out'), isTourist$: new BehaviorSubject(false) };
}
