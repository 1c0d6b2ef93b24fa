import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ACCOUNT_THROTTLE, PAIR_THROTTLE, TRUSTED_SOURCE_MS, type ThrottleRule } from './accounts-policy.js';
import { deviceLastSeen } from './accounts-repository.js';
import { failureRun, isTrustedAddress, throttleKeys } from './login-attempts.js';
import { retryAfterMs } from './login-throttle.js';

/** Where a password attempt comes from. */
export interface AttemptSource {
  readonly email: string;
  readonly uid: number;
  readonly ip: string;
  readonly deviceId: string;
}

/** The throttle's verdict, and the keys to record the attempt's outcome under. */
export type ThrottleVerdict =
  | { readonly allowed: true; readonly record: { readonly onFailure: readonly string[]; readonly onSuccess: readonly string[] } }
  | { readonly allowed: false; readonly retryAfterMs: number };

interface Check {
  readonly key: string;
  readonly rule: ThrottleRule;
  readonly resetBySuccess: boolean;
}

/**
 * Decides whether a password may be checked now (docs/adr/0003-accounts.md):
 * - a device that signed in to the account within TRUSTED_SOURCE_MS answers only to its
 *   own budget, so an attacker hammering the address cannot lock the owner's phone out;
 * - an address (IP) that signed in to the account recently answers to its own budget;
 * - anyone else answers to the (email, IP) budget and to the account-wide budget, which
 *   catches attacks spread over many addresses.
 * Every failure counts against the pair and the account (and the known device).
 */
export async function checkSignInThrottle(db: Kysely<Database>, source: AttemptSource, now: number): Promise<ThrottleVerdict> {
  const pair = throttleKeys.pair(source.email, source.ip);
  const account = throttleKeys.account(source.email);
  const lastSeen = await deviceLastSeen(db, source.uid, source.deviceId);
  const device = lastSeen !== null && lastSeen >= now - TRUSTED_SOURCE_MS ? throttleKeys.device(source.email, source.deviceId) : null;

  let checks: Check[];
  if (device !== null) checks = [{ key: device, rule: PAIR_THROTTLE, resetBySuccess: true }];
  else if (await isTrustedAddress(db, source.email, source.ip, now)) checks = [{ key: pair, rule: PAIR_THROTTLE, resetBySuccess: true }];
  else {
    checks = [
      { key: pair, rule: PAIR_THROTTLE, resetBySuccess: true },
      // Not reset by a success: the owner signing in must not hand an attacker a fresh budget.
      { key: account, rule: ACCOUNT_THROTTLE, resetBySuccess: false },
    ];
  }

  let wait = 0;
  for (const check of checks) {
    wait = Math.max(wait, retryAfterMs(await failureRun(db, check.key, now, check.resetBySuccess), check.rule, now));
  }
  if (wait > 0) return { allowed: false, retryAfterMs: wait };
  const personal = device === null ? [pair] : [pair, device];
  return { allowed: true, record: { onFailure: [...personal, account], onSuccess: personal } };
}
