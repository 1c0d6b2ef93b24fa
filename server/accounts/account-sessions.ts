import type { Kysely } from 'kysely';
import type { SessionStore } from '../api/session-store.js';
import type { Clock } from '../context.js';
import type { Database } from '../db/schema.js';
import type { LiveSessions } from '../realtime/broker-sessions.js';
import { createDbSessionStore } from './db-session-store.js';
import { createRotationGrace, type RotationGrace } from './rotation-grace.js';
import { liveSessionIds } from './session-repository.js';

/** The sign-in sessions as other parts of the server see them. */
export interface AccountSessions {
  /** Bearer token → session, for the request layer. */
  readonly store: SessionStore;
  /** Which sessions still live, for the broker to drop the ones that ended. */
  readonly live: LiveSessions;
  /** Shared by the store and /login/refresh, /user/logout: a rotated token keeps working for a moment. */
  readonly grace: RotationGrace;
}

/** Built by the app before any module: the request layer and the broker need them first. */
export function createAccountSessions(db: Kysely<Database>, clock: Clock): AccountSessions {
  const grace = createRotationGrace();
  return {
    store: createDbSessionStore(db, grace, clock),
    live: { liveOf: (ids) => liveSessionIds(db, ids, clock.now()) },
    grace,
  };
}
