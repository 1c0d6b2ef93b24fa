import type { Subscription } from 'rxjs';
import type { SessionEvents } from '../session-events';
import type { SessionStore } from './session-store';

/**
 * 000 §8: ok 99 or HTTP 401 on any call ends the session here too — the request layer
 * emits `logout` and the store forgets the token. Only the session the refused request was
 * sent with ends: a late answer to a request of an earlier session (revoked by a password
 * reset, say) must not sign out the one that just signed in. Returns the subscription to end it.
 */
export function signOutOnSessionEnd(events: SessionEvents, store: SessionStore): Subscription {
  return events.events$.subscribe((event) => {
    if (event.type === 'logout' && (store.credentials()?.token ?? null) === event.token) store.clear();
  });
}
