import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import {
  RESET_ADDRESS_WINDOW_MS,
  RESET_CLIENT_WINDOW_MS,
  RESET_CODE_TTL_MS,
  RESET_LINK_TOKEN_BYTES,
  RESET_LOCK_FAILURES,
  RESET_LOCK_WINDOW_MS,
} from './accounts-policy.js';
import { attemptsSince, recordAttempt, throttleKeys } from './login-attempts.js';
import { isResetLocked, resetRequestVerdict, type ResetRequestVerdict } from './reset-code-limits.js';
import { VERIFICATION_CODE_LENGTH } from '../../src/domain/validation/verification-code.js';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

const PURPOSE = 'reset_password';
const CODE_SPACE = 10 ** VERIFICATION_CODE_LENGTH;

/** Bound to the address, so a code row cannot be replayed for another one. */
const codeHash = (email: string, code: string): string => createHash('sha256').update(`${email}\n${code}`).digest('hex');
const linkHash = (token: string): string => createHash('sha256').update(token).digest('hex');
const sameHash = (stored: string | null, computed: string): boolean => stored !== null && timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(computed, 'hex'));

/**
 * Serialises every reset step of one address (and, for requests, of one client) until the
 * transaction ends: counting and recording happen under the lock, so concurrent requests
 * and guesses cannot slip past a cap. Sorted, so two steps never wait on each other.
 */
async function lockResetKeys(trx: Trx, keys: readonly string[]): Promise<void> {
  for (const key of [...keys].sort()) await sql`select pg_advisory_xact_lock(hashtextextended(${`reset-lock:${key}`}, 0))`.execute(trx);
}

const wrongGuessesOf = async (trx: Trx, email: string, now: number): Promise<number> =>
  (await attemptsSince(trx, throttleKeys.resetGuess(email), false, now - RESET_LOCK_WINDOW_MS)).count;

export interface ResetCodeRequest {
  readonly verdict: ResetRequestVerdict;
  /** The code and the link token to mail: only on 'send' for an address an account uses. */
  readonly mailed: { readonly code: string; readonly linkToken: string } | null;
}

/**
 * One request for a code to `email` from client `ip`. Counted alike whether or not an
 * account uses the address (`hasAccount`), so the caps and the lock tell nobody who has
 * one; a granted code retires the address's earlier ones.
 */
export async function requestResetCode(db: Db, request: { readonly email: string; readonly ip: string; readonly hasAccount: boolean }, now: number): Promise<ResetCodeRequest> {
  const addressKey = throttleKeys.resetRequest(request.email);
  const clientKey = throttleKeys.resetClient(request.ip);
  return db.transaction().execute(async (trx) => {
    await lockResetKeys(trx, [request.email, clientKey]);
    const address = await attemptsSince(trx, addressKey, true, now - RESET_ADDRESS_WINDOW_MS);
    const verdict = resetRequestVerdict(
      {
        wrongGuesses: await wrongGuessesOf(trx, request.email, now),
        addressGrants: address.count,
        lastAddressGrantAt: address.last,
        clientGrants: (await attemptsSince(trx, clientKey, true, now - RESET_CLIENT_WINDOW_MS)).count,
      },
      now,
    );
    if (verdict !== 'send') return { verdict, mailed: null };
    await recordAttempt(trx, [addressKey, clientKey], true, now);
    if (!request.hasAccount) return { verdict, mailed: null };
    const code = String(randomInt(CODE_SPACE)).padStart(VERIFICATION_CODE_LENGTH, '0');
    const linkToken = randomBytes(RESET_LINK_TOKEN_BYTES).toString('base64url');
    await trx.updateTable('verification_codes').set({ consumed_at: now }).where('email', '=', request.email).where('purpose', '=', PURPOSE).where('consumed_at', 'is', null).execute();
    await trx
      .insertInto('verification_codes')
      .values({ email: request.email, purpose: PURPOSE, code_hash: codeHash(request.email, code), link_hash: linkHash(linkToken), expires_at: now + RESET_CODE_TTL_MS, created_at: now })
      .execute();
    return { verdict, mailed: { code, linkToken } };
  });
}

/**
 * accepted: the code was the address's live one and is now spent. wrong: it was not (or
 * there was none), and `lockedNow` says this guess was the one that locked the address.
 * locked: the address took RESET_LOCK_FAILURES wrong codes within the window; the code is
 * not even compared. unproven: it came from a device unknown to the account and without
 * the live code's link token; it is neither compared nor counted.
 */
export type ResetGuess = { readonly kind: 'accepted' } | { readonly kind: 'wrong'; readonly lockedNow: boolean } | { readonly kind: 'locked' } | { readonly kind: 'unproven' };

/** A guess and what vouches for its sender: the account's uid (null when none uses the address), the device id and the mail's link token. */
export interface ResetGuessInput {
  readonly email: string;
  readonly code: string;
  readonly uid: number | null;
  readonly deviceId: string | undefined;
  readonly linkToken: string | undefined;
}

/** Whether the device signed in to the account before (any session row, live or revoked). */
async function isKnownDevice(trx: Trx, uid: number | null, deviceId: string | undefined): Promise<boolean> {
  if (uid === null || deviceId === undefined) return false;
  return (await trx.selectFrom('sessions').select('id').where('uid', '=', uid).where('device_id', '=', deviceId).limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Checks one guess and counts it in the same transaction, under the address's lock. A guess
 * from an unknown device without the live code's link token is refused first, unchecked and
 * uncounted: a stranger who has neither never gets to try a code. Of
 * concurrent guesses each sees the count the previous one left, so no more than
 * RESET_LOCK_FAILURES wrong codes per window are ever checked, over all the address's codes.
 * A guess at an address without a live code counts too: the lock must not tell who has an account.
 */
export async function guessResetCode(db: Db, guess: ResetGuessInput, now: number): Promise<ResetGuess> {
  const { email, code } = guess;
  return db.transaction().execute(async (trx) => {
    await lockResetKeys(trx, [email]);
    const live = await trx
      .selectFrom('verification_codes')
      .select(['id', 'code_hash', 'link_hash'])
      .where('email', '=', email)
      .where('purpose', '=', PURPOSE)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    const linked = live !== undefined && guess.linkToken !== undefined && sameHash(live.link_hash, linkHash(guess.linkToken));
    if (!linked && !(await isKnownDevice(trx, guess.uid, guess.deviceId))) return { kind: 'unproven' as const };
    const wrongBefore = await wrongGuessesOf(trx, email, now);
    if (isResetLocked(wrongBefore)) return { kind: 'locked' as const };
    if (live !== undefined && sameHash(live.code_hash, codeHash(email, code))) {
      await trx.updateTable('verification_codes').set({ consumed_at: now }).where('id', '=', live.id).execute();
      return { kind: 'accepted' as const };
    }
    if (live !== undefined) await trx.updateTable('verification_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', live.id).execute();
    await recordAttempt(trx, [throttleKeys.resetGuess(email)], false, now);
    return { kind: 'wrong' as const, lockedNow: wrongBefore + 1 === RESET_LOCK_FAILURES };
  });
}
