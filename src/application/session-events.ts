import { Subject, type Observable } from 'rxjs';

/**
 * What the request layer tells the rest of the app (000 §8), as events for the shell to
 * act on — it never touches the UI itself:
 * - `logout`: ok 99 or HTTP 401; sign the user out — if `token`, the bearer token the refused
 *   request carried (null: none), is still the session's: an answer to a request sent before
 *   a new sign-in must not end the new session.
 * - `stop-taking`: ok -98; show the stop-taking dialog (the client emits it once until a logout).
 * - `reload`: ok 97; show `msg`, then reload.
 * - `toast`: a success that carries a message; show it as a toast.
 * - `rate-limited`: HTTP 429; tell the user to slow down (a toast) for `retryAfterSeconds`.
 */
export type SessionEvent =
  | { readonly type: 'logout'; readonly reason: 'result-code' | 'unauthorized'; readonly msg: string; readonly token: string | null }
  | { readonly type: 'stop-taking'; readonly msg: string }
  | { readonly type: 'reload'; readonly msg: string }
  | { readonly type: 'toast'; readonly msg: string }
  | { readonly type: 'rate-limited'; readonly retryAfterSeconds: number };

export interface SessionEvents {
  /** Not replayed: an event is for whoever listens when it happens. */
  readonly events$: Observable<SessionEvent>;
  emit(event: SessionEvent): void;
}

export function createSessionEvents(): SessionEvents {
  const events$ = new Subject<SessionEvent>();
  return {
    events$: events$.asObservable(),
    emit(event) {
      events$.next(event);
    },
  };
}
