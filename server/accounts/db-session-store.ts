import type { Kysely } from 'kysely';
import type { Session, SessionStore } from '../api/session-store.js';
import type { Database } from '../db/schema.js';
import { findSession } from './session-repository.js';

/**
 * The request layer's SessionStore over the sessions table: a bearer token is looked up
 * by its SHA-256, so the table never holds a usable token.
 */
export function createDbSessionStore(db: Kysely<Database>): SessionStore {
  return {
    async find(token: string): Promise<Session | null> {
      const record = await findSession(db, token);
      return record === null ? null : { token, uid: record.uid, appCre: record.appCre, expiresAt: record.expiresAt };
    },
  };
}
