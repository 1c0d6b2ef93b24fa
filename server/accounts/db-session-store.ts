import type { Kysely } from 'kysely';
import type { Session, SessionStore } from '../api/session-store.js';
import type { Database } from '../db/schema.js';
import type { Clock } from '../context.js';
import type { RotationGrace } from './rotation-grace.js';
import { findSessionOrPrevious } from './session-repository.js';

/**
 * The request layer's SessionStore over the sessions table: a bearer token is looked up
 * by its SHA-256, so the table never holds a usable token. The previous token of a
 * rotation still works within the grace (requests in flight at the rotation).
 */
export function createDbSessionStore(db: Kysely<Database>, grace: RotationGrace, clock: Clock): SessionStore {
  return {
    async find(token: string): Promise<Session | null> {
      const record = await findSessionOrPrevious(db, grace, token, clock.now());
      return record === null ? null : { token, uid: record.uid, appCre: record.appCre, expiresAt: record.expiresAt, id: record.id };
    },
  };
}
