import type { Kysely, KyselyPlugin } from 'kysely';
import type { SessionStore } from '../api/session-store.js';
import type { Clock } from '../context.js';
import type { Database } from '../db/schema.js';
import type { LiveSessions } from '../realtime/broker-sessions.js';
import { SESSION_CACHE_MS, createCachedSessionStore, sessionWritesWatch } from './cached-session-store.js';
import { createDbSessionStore } from './db-session-store.js';
import { liveSessionIds } from './session-repository.js';

/** The sign-in sessions as other parts of the server see them. */
export interface AccountSessions {
  /** Bearer token → session, for the request layer. */
  readonly store: SessionStore;
  /** Which sessions still live, for the broker to drop the ones that ended. */
  readonly live: LiveSessions;
  /** The app's database handle must carry it: a sessions row written through it drops the store's cache. */
  readonly writesWatch: KyselyPlugin;
}

/** Built by the app before any module: the request layer and the broker need them first. `alone`: no other node shares the database. */
export function createAccountSessions(db: Kysely<Database>, clock: Clock, alone: boolean): AccountSessions {
  const store = createCachedSessionStore(createDbSessionStore(db, clock), alone ? SESSION_CACHE_MS.singleNode : SESSION_CACHE_MS.cluster);
  return {
    store,
    writesWatch: sessionWritesWatch(() => store.forgetAll()),
    live: { liveOf: (ids) => liveSessionIds(db, ids, clock.now()) },
  };
}
