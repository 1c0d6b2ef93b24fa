import type { Kysely } from 'kysely';
import { MS_PER_SECOND, SECONDS_PER_MINUTE } from '../../src/domain/constants.js';
import type { Clock } from '../context.js';
import type { Database } from '../db/schema.js';

export interface Ban {
  readonly bannedAt: number;
  /** null: until an operator lifts it. */
  readonly until: number | null;
  readonly reason: string;
}

export type ModerationResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: { readonly code: 'USER.NOT_FOUND'; readonly uid: number } };

/** The ban in force for a user row at `now`, or null (a timed ban lapses by itself). */
export function activeBan(
  user: { readonly banned_at: number | null; readonly banned_until: number | null; readonly banned_reason: string | null },
  now: number,
): Ban | null {
  if (user.banned_at === null) return null;
  if (user.banned_until !== null && user.banned_until <= now) return null;
  return { bannedAt: user.banned_at, until: user.banned_until, reason: user.banned_reason ?? '' };
}

/**
 * Bans a user and revokes their sessions, so every device is signed out at its next request
 * (the request layer answers a revoked token with the log-out result).
 */
export async function banUser(
  db: Kysely<Database>,
  clock: Clock,
  request: { readonly uid: number; readonly reason?: string; readonly minutes?: number },
): Promise<ModerationResult<Ban & { readonly sessionsRevoked: number }>> {
  const now = clock.now();
  const until = request.minutes === undefined ? null : now + request.minutes * SECONDS_PER_MINUTE * MS_PER_SECOND;
  const reason = request.reason ?? '';
  return db.transaction().execute(async (trx) => {
    const banned = await trx
      .updateTable('users')
      .set({ banned_at: now, banned_until: until, banned_reason: reason, updated_at: now })
      .where('uid', '=', request.uid)
      .executeTakeFirst();
    if (banned.numUpdatedRows === 0n) return { ok: false, error: { code: 'USER.NOT_FOUND', uid: request.uid } };
    const revoked = await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('uid', '=', request.uid)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return { ok: true, value: { bannedAt: now, until, reason, sessionsRevoked: Number(revoked.numUpdatedRows) } };
  });
}

/** Lifts a ban; true in `value` when there was one to lift. */
export async function unbanUser(db: Kysely<Database>, clock: Clock, uid: number): Promise<ModerationResult<{ readonly wasBanned: boolean }>> {
  const user = await db.selectFrom('users').select(['banned_at', 'banned_until', 'banned_reason']).where('uid', '=', uid).executeTakeFirst();
  if (user === undefined) return { ok: false, error: { code: 'USER.NOT_FOUND', uid } };
  const now = clock.now();
  await db
    .updateTable('users')
    .set({ banned_at: null, banned_until: null, banned_reason: null, updated_at: now })
    .where('uid', '=', uid)
    .execute();
  return { ok: true, value: { wasBanned: activeBan(user, now) !== null } };
}
