import type { Subscription } from 'rxjs';
import type { SessionEvents } from '../session-events';
import type { SessionStore } from './session-store';

/**
 * 000 §8: ok 99 or HTTP 401 on any call ends the session here too — the request layer
 * emits `logout` and the store forgets the token. Returns the subscription to end it.
 */
export function signOutOnSessionEnd(events: SessionEvents, store: SessionStore): Subscription {
  return events.events$.subscribe((event) => {
    if (event.type === 'logout') store.clear();
  });
}
