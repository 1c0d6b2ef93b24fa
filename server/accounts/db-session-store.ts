import type { Kysely } from 'kysely';
import type { Session, SessionStore } from '../api/session-store.js';
import type { Database } from '../db/schema.js';
import type { Clock } from '../context.js';
import { findSessionOrPrevious } from './session-repository.js';

/**
 * The request layer's SessionStore over the sessions table: a bearer token is looked up
 * by its SHA-256, so the table never holds a usable token. The previous token of a
 * rotation still works while the new one is unused, or within the grace (session-repository.ts).
 */
export function createDbSessionStore(db: Kysely<Database>, clock: Clock): SessionStore {
  return {
    async find(token: string): Promise<Session | null> {
      const record = await findSessionOrPrevious(db, token, clock.now());
      return record === null ? null : { token, uid: record.uid, appCre: record.appCre, expiresAt: record.expiresAt, id: record.id };
    },
  };
}
