import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { VERIFICATION_CODE_LENGTH } from '../../src/domain/constants.js';
import type { Database } from '../db/schema.js';
import { RESET_CODE_MAX_ATTEMPTS, RESET_CODE_RESEND_MS, RESET_CODE_TTL_MS } from './accounts-policy.js';

type Db = Kysely<Database>;

const PURPOSE = 'reset_password';
const CODE_SPACE = 10 ** VERIFICATION_CODE_LENGTH;

/** Bound to the address, so a code row cannot be replayed for another one. */
const codeHash = (email: string, code: string): string => createHash('sha256').update(`${email}\n${code}`).digest('hex');

/**
 * A fresh 4-digit code for the address, or null when one was issued less than
 * RESET_CODE_RESEND_MS ago (the earlier mail is still on its way). Issuing a code
 * retires the address's earlier ones.
 */
export async function issueResetCode(db: Db, email: string, now: number): Promise<string | null> {
  const recent = await db
    .selectFrom('verification_codes')
    .select('id')
    .where('email', '=', email)
    .where('purpose', '=', PURPOSE)
    .where('created_at', '>', now - RESET_CODE_RESEND_MS)
    .executeTakeFirst();
  if (recent !== undefined) return null;
  const code = String(randomInt(CODE_SPACE)).padStart(VERIFICATION_CODE_LENGTH, '0');
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('verification_codes').set({ consumed_at: now }).where('email', '=', email).where('purpose', '=', PURPOSE).where('consumed_at', 'is', null).execute();
    await trx.insertInto('verification_codes').values({ email, purpose: PURPOSE, code_hash: codeHash(email, code), expires_at: now + RESET_CODE_TTL_MS, created_at: now }).execute();
  });
  return code;
}

/**
 * Spends the address's live code if `code` matches it: true once, false for a wrong,
 * used, expired or exhausted code. A wrong guess uses up one of RESET_CODE_MAX_ATTEMPTS.
 */
export async function consumeResetCode(db: Db, email: string, code: string, now: number): Promise<boolean> {
  const live = await db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('email', '=', email)
    .where('purpose', '=', PURPOSE)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (live === undefined || live.attempts >= RESET_CODE_MAX_ATTEMPTS) return false;
  const matches = timingSafeEqual(Buffer.from(live.code_hash, 'hex'), Buffer.from(codeHash(email, code), 'hex'));
  if (!matches) {
    await db.updateTable('verification_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', live.id).execute();
    return false;
  }
  // Conditional on still being unused: of two racing correct submissions only one wins.
  const spent = await db.updateTable('verification_codes').set({ consumed_at: now }).where('id', '=', live.id).where('consumed_at', 'is', null).executeTakeFirst();
  return spent.numUpdatedRows === 1n;
}
