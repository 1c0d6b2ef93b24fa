import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from './accounts-policy.js';
import { hashToken, newSessionKey, newToken } from './tokens.js';

type Db = Kysely<Database>;

/** A session's secrets, given to the client once and kept only as hashes (except the request key). */
export interface IssuedSession {
  readonly token: string;
  readonly refreshToken: string;
  readonly appCre: string;
  readonly expiresAt: number;
}

/** A live session as the server reads it back by its bearer token. */
export interface SessionRecord {
  readonly id: number;
  readonly uid: number;
  readonly deviceId: string | null;
  readonly appCre: string;
  readonly expiresAt: number;
}

function freshSecrets(now: number) {
  const token = newToken();
  const refreshToken = newToken();
  const appCre = newSessionKey();
  const expiresAt = now + ACCESS_TOKEN_TTL_MS;
  return {
    issued: { token, refreshToken, appCre, expiresAt },
    columns: { token_hash: hashToken(token), refresh_token_hash: hashToken(refreshToken), app_cre: appCre, expires_at: expiresAt, refresh_expires_at: now + REFRESH_TOKEN_TTL_MS },
  };
}

/**
 * A new session for a sign-in. Any earlier live session of the same account on the same
 * device is revoked first, so every sign-in rotates the tokens and an old copy of them
 * stops working (one session per account and device; other devices keep theirs).
 */
export async function issueSession(db: Db, uid: number, deviceId: string, now: number): Promise<IssuedSession> {
  const { issued, columns } = freshSecrets(now);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('sessions').set({ revoked_at: now }).where('uid', '=', uid).where('device_id', '=', deviceId).where('revoked_at', 'is', null).execute();
    await trx.insertInto('sessions').values({ uid, device_id: deviceId, created_at: now, last_used_at: now, ...columns }).execute();
  });
  return issued;
}

/**
 * Trades a refresh token for new secrets on the same session row. The update matches the
 * old refresh hash, so of two concurrent uses only one wins and a used token never works
 * again. Null when the token is unknown, used, revoked, expired or from another device.
 */
export async function rotateSession(db: Db, refreshToken: string, deviceId: string, now: number): Promise<{ readonly uid: number; readonly issued: IssuedSession } | null> {
  const { issued, columns } = freshSecrets(now);
  const row = await db
    .updateTable('sessions')
    .set({ ...columns, last_used_at: now })
    .where('refresh_token_hash', '=', hashToken(refreshToken))
    .where('revoked_at', 'is', null)
    .where('refresh_expires_at', '>', now)
    .where('device_id', '=', deviceId)
    .returning('uid')
    .executeTakeFirst();
  return row === undefined ? null : { uid: row.uid, issued };
}

/** The live session of a bearer token (null when unknown or revoked; expiry is the caller's check). */
export async function findSession(db: Db, token: string): Promise<SessionRecord | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'uid', 'device_id', 'app_cre', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row === undefined ? null : { id: row.id, uid: row.uid, deviceId: row.device_id, appCre: row.app_cre, expiresAt: row.expires_at };
}

/** Signs one bearer token out (its refresh token dies with it). */
export async function revokeSession(db: Db, token: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', hashToken(token)).where('revoked_at', 'is', null).execute();
}

/** Signs every device of an account out (after a password reset). */
export async function revokeAllSessions(db: Db, uid: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('uid', '=', uid).where('revoked_at', 'is', null).execute();
}
