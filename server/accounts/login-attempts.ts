import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { THROTTLE_LOOKBACK_MS, TRUSTED_SOURCE_MS } from './accounts-policy.js';
import type { FailureRun } from './login-throttle.js';

type Db = Kysely<Database>;

/**
 * Throttle keys: one email from one address, from one known device, and from anywhere;
 * for password resets, codes granted to an address and to a client, and wrong codes
 * against an address (kept through a successful reset, so the lock's bound holds).
 */
export const throttleKeys = {
  pair: (email: string, ip: string): string => `pair:${email}|${ip}`,
  device: (email: string, deviceId: string): string => `device:${email}|${deviceId}`,
  account: (email: string): string => `account:${email}`,
  resetRequest: (email: string): string => `reset-code:${email}`,
  resetClient: (ip: string): string => `reset-client:${ip}`,
  resetGuess: (email: string): string => `reset-guess:${email}`,
};

/**
 * The failures that count against `key` at `now`: those of the last THROTTLE_LOOKBACK_MS,
 * and — when `resetBySuccess` — only those after the key's last success.
 */
export async function failureRun(db: Db, key: string, now: number, resetBySuccess: boolean): Promise<FailureRun> {
  let since = now - THROTTLE_LOOKBACK_MS;
  if (resetBySuccess) since = Math.max(since, (await lastSuccessAt(db, key, now - THROTTLE_LOOKBACK_MS)) ?? since);
  const failures = await attemptsSince(db, key, false, since);
  return { failures: failures.count, lastFailureAt: failures.last };
}

/** How many failed (or succeeded) attempts `key` has after `since`, and the latest one's time. */
export async function attemptsSince(db: Db, key: string, succeeded: boolean, since: number): Promise<{ readonly count: number; readonly last: number | null }> {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.max('attempted_at').as('last')])
    .where('key', '=', key)
    .where('succeeded', '=', succeeded)
    .where('attempted_at', '>', since)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), last: row?.last ?? null };
}

/** When `key` last succeeded after `since`, or null. */
export async function lastSuccessAt(db: Db, key: string, since: number): Promise<number | null> {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.max('attempted_at').as('last'))
    .where('key', '=', key)
    .where('succeeded', '=', true)
    .where('attempted_at', '>', since)
    .executeTakeFirst();
  return row?.last ?? null;
}

/** Whether this address signed in to the account recently (TRUSTED_SOURCE_MS). */
export async function isTrustedAddress(db: Db, email: string, ip: string, now: number): Promise<boolean> {
  return (await lastSuccessAt(db, throttleKeys.pair(email, ip), now - TRUSTED_SOURCE_MS)) !== null;
}

/** Records one attempt under each key, dropping that key's rows too old to matter to anything. */
export async function recordAttempt(db: Db, keys: readonly string[], succeeded: boolean, now: number): Promise<void> {
  if (keys.length === 0) return;
  await db.insertInto('login_attempts').values(keys.map((key) => ({ key, succeeded, attempted_at: now }))).execute();
  await db.deleteFrom('login_attempts').where('key', 'in', keys).where('attempted_at', '<', now - TRUSTED_SOURCE_MS).execute();
}

/** Forgets every failure against an address, from anywhere (a password reset proves the owner is the one trying). */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('succeeded', '=', false)
    .where((eb) =>
      eb.or([
        eb('key', '=', throttleKeys.account(email)),
        eb(sql<boolean>`starts_with(key, ${throttleKeys.pair(email, '')})`, '=', true),
        eb(sql<boolean>`starts_with(key, ${throttleKeys.device(email, '')})`, '=', true),
      ]),
    )
    .execute();
}
