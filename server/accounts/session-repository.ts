import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS, ROTATION_GRACE_MS } from './accounts-policy.js';
import { REQUEST_TIME_TOLERANCE_MS } from '../../src/domain/constants.js';
import type { IssuedSession } from './issued-session.js';
import { openRotation, sealRotation } from './rotation-seal.js';

export type { IssuedSession };
import { hashToken, newSessionKey, newToken } from './tokens.js';

type Db = Kysely<Database>;

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
 * "Earlier" is by `sentAt`, when the app sealed the sign-in, not by when it reached the
 * database: a sign-in whose answer the app gave up on, tried again, and that finishes after
 * the retry on a loaded server must not revoke the retry's session, which the app holds.
 * Such a late one is born revoked (its answer reaches no one, or an app that moved on). A
 * request is at most REQUEST_TIME_TOLERANCE_MS late (the pipeline refuses staler ones), so
 * only a session made that recently can be the newer one: a device clock set back cannot
 * lock its owner out.
 */
export async function issueSession(db: Db, uid: number, deviceId: string, now: number, sentAt: number): Promise<IssuedSession> {
  const { issued, columns } = freshSecrets(now);
  const newerThanThis = (eb: ExpressionBuilder<Database, 'sessions'>) =>
    eb.and([eb('signed_in_at_client', '>', sentAt), eb('created_at', '>=', now - REQUEST_TIME_TOLERANCE_MS)]);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('uid', '=', uid)
      .where('device_id', '=', deviceId)
      .where('revoked_at', 'is', null)
      // A session from before migration 1231 has no client time: it is older than any sign-in now.
      .where((eb) => eb.or([eb('signed_in_at_client', 'is', null), eb.not(newerThanThis(eb))]))
      .execute();
    // What is still live on the device now was signed in after this attempt.
    const newer = await trx.selectFrom('sessions').select('id').where('uid', '=', uid).where('device_id', '=', deviceId).where('revoked_at', 'is', null).executeTakeFirst();
    await trx
      .insertInto('sessions')
      .values({ uid, device_id: deviceId, created_at: now, last_used_at: now, signed_in_at_client: sentAt, revoked_at: newer === undefined ? null : now, ...columns })
      .execute();
  });
  return issued;
}

/**
 * Where the pair before the last rotation still works: the new pair was never used (the
 * rotation's answer may not have reached the app: a client timeout, a cut), or the
 * rotation is younger than ROTATION_GRACE_MS (requests in flight at the rotation).
 */
const previousPairLive = (now: number) => (eb: ExpressionBuilder<Database, 'sessions'>) =>
  eb.or([eb('rotation_confirmed', '=', false), eb('rotated_at', '>', now - ROTATION_GRACE_MS)]);

/**
 * Trades a refresh token for new secrets on the same session row. The update matches the
 * old refresh hash, so of two concurrent uses only one rotates. The row keeps the pair it
 * replaced and the new pair sealed under the used refresh token (rotation-seal.ts): the
 * used token presented again, on any node, while that pair still works (previousPairLive)
 * answers the same new pair (a retried or doubled refresh); later it is refused and its
 * session revoked (reuse means theft). Null when the token is unknown, used outside that,
 * revoked, expired or from another device.
 */
export async function rotateSession(db: Db, refreshToken: string, deviceId: string, now: number): Promise<{ readonly uid: number; readonly issued: IssuedSession } | null> {
  const { issued, columns } = freshSecrets(now);
  const refreshTokenHash = hashToken(refreshToken);
  const rotated = await db.transaction().execute(async (trx) => {
    const previous = await trx
      .selectFrom('sessions')
      .select(['id', 'uid', 'token_hash', 'app_cre'])
      .where('refresh_token_hash', '=', refreshTokenHash)
      .where('revoked_at', 'is', null)
      .where('refresh_expires_at', '>', now)
      .where('device_id', '=', deviceId)
      .forUpdate()
      .executeTakeFirst();
    if (previous === undefined) return null;
    await trx
      .updateTable('sessions')
      .set({
        ...columns,
        last_used_at: now,
        previous_token_hash: previous.token_hash,
        previous_refresh_hash: refreshTokenHash,
        previous_app_cre: previous.app_cre,
        rotated_at: now,
        sealed_rotation: sealRotation(issued, refreshToken),
        rotation_confirmed: false,
      })
      .where('id', '=', previous.id)
      .execute();
    await trx.deleteFrom('used_refresh_tokens').where('used_at', '<', now - REFRESH_TOKEN_TTL_MS).execute();
    await trx.insertInto('used_refresh_tokens').values({ token_hash: refreshTokenHash, session_id: previous.id, used_at: now }).execute();
    return previous;
  });
  if (rotated !== null) return { uid: rotated.uid, issued };
  const replay = await db
    .selectFrom('sessions')
    .select(['uid', 'sealed_rotation'])
    .where('previous_refresh_hash', '=', refreshTokenHash)
    .where('device_id', '=', deviceId)
    .where('revoked_at', 'is', null)
    .where(previousPairLive(now))
    .executeTakeFirst();
  const reissued = replay?.sealed_rotation == null ? null : openRotation(replay.sealed_rotation, refreshToken);
  if (replay !== undefined && reissued !== null) return { uid: replay.uid, issued: reissued };
  await revokeOnReuse(db, refreshTokenHash, now);
  return null;
}

/**
 * A refresh token that was already traded in, presented outside the grace (late, from
 * another device, or after a later rotation): one of its two holders is a thief, and the
 * server cannot tell which, so the session ends for both (RFC 9700 §4.14.2).
 */
async function revokeOnReuse(db: Db, refreshTokenHash: string, now: number): Promise<void> {
  const used = await db.selectFrom('used_refresh_tokens').select('session_id').where('token_hash', '=', refreshTokenHash).executeTakeFirst();
  if (used === undefined) return;
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', used.session_id).where('revoked_at', 'is', null).execute();
}

/**
 * The live session of a bearer token, or of the pair before the last rotation while that
 * still works (null when unknown or revoked; expiry is the caller's check). The first use
 * of a rotated token confirms that the app holds the new pair: from then on the old one
 * lasts only the grace.
 */
export async function findSessionOrPrevious(db: Db, token: string, now: number): Promise<SessionRecord | null> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'uid', 'device_id', 'app_cre', 'expires_at', 'rotation_confirmed'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (row !== undefined) {
    if (!row.rotation_confirmed) await db.updateTable('sessions').set({ rotation_confirmed: true }).where('id', '=', row.id).where('token_hash', '=', tokenHash).execute();
    return { id: row.id, uid: row.uid, deviceId: row.device_id, appCre: row.app_cre, expiresAt: row.expires_at };
  }
  const previous = await db
    .selectFrom('sessions')
    .select(['id', 'uid', 'device_id', 'previous_app_cre', 'expires_at'])
    .where('previous_token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where(previousPairLive(now))
    .executeTakeFirst();
  if (previous?.previous_app_cre == null) return null;
  return { id: previous.id, uid: previous.uid, deviceId: previous.device_id, appCre: previous.previous_app_cre, expiresAt: previous.expires_at };
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

/** Signs one bearer token out (its refresh token dies with it), also when it is the pair before a rotation that still works. */
export async function revokeSession(db: Db, token: string, now: number): Promise<void> {
  const session = await findSessionOrPrevious(db, token, now);
  if (session === null) return;
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', session.id).where('revoked_at', 'is', null).execute();
}

/**
 * Which of these sessions still live: not revoked (logout, ban, reset, a newer sign-in on
 * the device, a reused refresh token) and still renewable. The broker closes connections
 * whose session is not among them.
 */
export async function liveSessionIds(db: Db, ids: readonly number[], now: number): Promise<ReadonlySet<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', 'in', [...ids])
    .where('revoked_at', 'is', null)
    .where((eb) => eb(eb.fn.coalesce('refresh_expires_at', 'expires_at'), '>', now))
    .execute();
  return new Set(rows.map((row) => Number(row.id)));
}

/** Signs every device of an account out (after a password reset). */
export async function revokeAllSessions(db: Db, uid: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('uid', '=', uid).where('revoked_at', 'is', null).execute();
}
