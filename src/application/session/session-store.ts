import { BehaviorSubject } from 'rxjs';
import type { LoginGrant } from '../contracts/login/login-grant';
import type { CurrentUser } from '../contracts/user/current-user';
import type { StoragePort } from '../ports/storage.port';
import type { LiveState } from '../live-state';
import { readPersistedSession, SESSION_STORAGE_NAME, type PersistedSession } from './persisted-session';

/** What the request layer needs to sign and authenticate a call. */
export interface SessionCredentials {
  readonly token: string;
  readonly appCre: string;
}

/**
 * The signed-in session (000 §4: "no token or uid means logged out"), restored from
 * storage at start and written back on every change. Each field is a replayed
 * observable; they change together.
 */
export interface SessionStore {
  readonly token$: LiveState<string | null>;
  readonly uid$: LiveState<number | null>;
  readonly user$: LiveState<CurrentUser | null>;
  readonly isTourist$: LiveState<boolean>;
  readonly loggedIn$: LiveState<boolean>;
  /** The bearer token and request key, or null before sign-in. */
  credentials(): SessionCredentials | null;
  refreshToken(): string | null;
  /** Stores a new session (sign-in) or new tokens (refresh). */
  signIn(grant: Pick<LoginGrant, 'token' | 'refresh_token' | 'app_cre' | 'user_info'>): void;
  /** A newer user_info of the same user (init, bind, profile completion). Ignored when signed out. */
  updateUser(user: CurrentUser): void;
  /** Signs out locally: clears the state and the stored entry. */
  clear(): void;
}

export function createSessionStore(storage: StoragePort): SessionStore {
  let current: PersistedSession | null = readPersistedSession(storage.read(SESSION_STORAGE_NAME));
  const token$ = new BehaviorSubject<string | null>(current?.token ?? null);
  const uid$ = new BehaviorSubject<number | null>(current?.uid ?? null);
  const user$ = new BehaviorSubject<CurrentUser | null>(current?.user ?? null);
  const isTourist$ = new BehaviorSubject<boolean>(current?.user.is_tourist === 1);
  const loggedIn$ = new BehaviorSubject<boolean>(current !== null);

  function publish(next: PersistedSession | null): void {
    current = next;
    if (next === null) storage.remove(SESSION_STORAGE_NAME);
    // A write that does not fit leaves the session working for this visit only; nothing better to do.
    else storage.write(SESSION_STORAGE_NAME, next);
    token$.next(next?.token ?? null);
    uid$.next(next?.uid ?? null);
    user$.next(next?.user ?? null);
    isTourist$.next(next?.user.is_tourist === 1);
    loggedIn$.next(next !== null);
  }

  return {
    token$,
    uid$,
    user$,
    isTourist$,
    loggedIn$,
    credentials: () => (current === null ? null : { token: current.token, appCre: current.app_cre }),
    refreshToken: () => current?.refresh_token ?? null,
    signIn(grant) {
      publish({ v: 1, token: grant.token, refresh_token: grant.refresh_token, app_cre: grant.app_cre, uid: grant.user_info.uid, user: grant.user_info });
    },
    updateUser(user) {
      if (current === null || current.uid !== user.uid) return;
      publish({ ...current, user });
    },
    clear() {
      publish(null);
    },
  };
}
