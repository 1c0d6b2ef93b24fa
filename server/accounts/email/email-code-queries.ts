import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { VERIFICATION_CODE_LENGTH } from '../../../src/domain/validation/verification-code.js';
import type { Database } from '../../db/schema.js';
import { EMAIL_CODE_CAP_WINDOW_MS, EMAIL_CODE_TTL_MS } from './email-binding-policy.js';
import { checkEmailCode, emailCodeRequestVerdict, type EmailCodeCheck, type EmailCodeRequestVerdict } from './email-code-rules.js';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** The verification_codes purposes of the three steps (password resets use 'reset_password'). */
export const EMAIL_STEP = { bind: 'bind_email', modifyOld: 'modify_email_old', modifyNew: 'modify_email_new' } as const;
export type EmailStep = (typeof EMAIL_STEP)[keyof typeof EMAIL_STEP];

const CODE_SPACE = 10 ** VERIFICATION_CODE_LENGTH;

/** Bound to the account and the address: a code row cannot be replayed by another account or for another address. */
const codeHash = (uid: number, email: string, code: string): string => createHash('sha256').update(`${uid}\n${email}\n${code}`).digest('hex');
const sameHash = (stored: string, computed: string): boolean => timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(computed, 'hex'));

/** Serialises one account's e-mail steps until the transaction ends, so caps, guesses and binds never race. */
export async function lockAccountEmail(trx: Trx, uid: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`account-email:${uid}`}, 0))`.execute(trx);
}

const latestCode = (trx: Trx, uid: number, step: EmailStep) =>
  trx
    .selectFrom('verification_codes')
    .select(['id', 'email', 'code_hash', 'attempts', 'expires_at', 'consumed_at', 'created_at'])
    .where('uid', '=', uid)
    .where('purpose', '=', step)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();

export type IssuedEmailCode = { readonly kind: 'send'; readonly code: string } | Exclude<EmailCodeRequestVerdict, { readonly kind: 'send' }>;

/** A new code for one step of the account, within the resend wait and the daily cap; it retires the step's earlier code. */
export async function issueEmailCode(db: Db, request: { readonly uid: number; readonly step: EmailStep; readonly email: string }, now: number): Promise<IssuedEmailCode> {
  const { uid, step, email } = request;
  return db.transaction().execute(async (trx) => {
    await lockAccountEmail(trx, uid);
    const last = await latestCode(trx, uid, step);
    const mailed = await trx
      .selectFrom('verification_codes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('uid', '=', uid)
      .where('created_at', '>', now - EMAIL_CODE_CAP_WINDOW_MS)
      .executeTakeFirstOrThrow();
    const verdict = emailCodeRequestVerdict({ lastForStepAt: last?.created_at ?? null, mailedInWindow: Number(mailed.count) }, now);
    if (verdict.kind !== 'send') return verdict;
    const code = String(randomInt(CODE_SPACE)).padStart(VERIFICATION_CODE_LENGTH, '0');
    await trx.updateTable('verification_codes').set({ consumed_at: now }).where('uid', '=', uid).where('purpose', '=', step).where('consumed_at', 'is', null).execute();
    await trx
      .insertInto('verification_codes')
      .values({ uid, email, purpose: step, code_hash: codeHash(uid, email, code), expires_at: now + EMAIL_CODE_TTL_MS, created_at: now })
      .execute();
    return { kind: 'send', code };
  });
}

export interface TypedEmailCode {
  readonly step: EmailStep;
  readonly email: string;
  readonly code: string;
}

export type TakenEmailCodes = { readonly ok: true } | { readonly ok: false; readonly check: Exclude<EmailCodeCheck, 'accepted'> };

/**
 * Checks every typed code of one action inside the caller's transaction (after
 * lockAccountEmail): all accepted ones are spent together; otherwise none is, each wrong
 * one counts a try, and the first refusal is answered. A change with a right old code and
 * a mistyped new one keeps the old code usable.
 */
export async function takeEmailCodes(trx: Trx, uid: number, typed: readonly TypedEmailCode[], now: number): Promise<TakenEmailCodes> {
  const checked = [];
  for (const one of typed) {
    const stored = await latestCode(trx, uid, one.step);
    const matches = stored !== undefined && sameHash(stored.code_hash, codeHash(uid, one.email, one.code));
    const check = checkEmailCode(
      stored === undefined ? undefined : { email: stored.email, attempts: stored.attempts, expiresAt: stored.expires_at, consumedAt: stored.consumed_at },
      one.email,
      matches,
      now,
    );
    checked.push({ id: stored?.id, check });
  }
  const refused = checked.find((one) => one.check !== 'accepted');
  if (refused === undefined) {
    await trx.updateTable('verification_codes').set({ consumed_at: now }).where('id', 'in', checked.map((one) => one.id ?? -1)).execute();
    return { ok: true };
  }
  const wrongIds = checked.filter((one) => one.check === 'wrong' && one.id !== undefined).map((one) => one.id ?? -1);
  if (wrongIds.length > 0) await trx.updateTable('verification_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', 'in', wrongIds).execute();
  return { ok: false, check: refused.check === 'expired' ? 'expired' : 'wrong' };
}

/** The account's sign-in address, or undefined when it has none. */
export async function emailOfAccount(db: Db, uid: number): Promise<string | undefined> {
  const row = await db.selectFrom('credentials').select('email').where('uid', '=', uid).where('kind', '=', 'email').executeTakeFirst();
  return row?.email ?? undefined;
}

/** Whether another account signs in with the address. */
export async function isEmailTakenByOther(db: Db, uid: number, email: string): Promise<boolean> {
  const row = await db.selectFrom('credentials').select('uid').where('kind', '=', 'email').where('email', '=', email).executeTakeFirst();
  return row !== undefined && row.uid !== uid;
}

/** Moves the account's sign-in address (the caller checked it is free, under the lock); the code proved it. */
export async function changeAccountEmail(trx: Trx, uid: number, email: string, now: number): Promise<void> {
  await trx.updateTable('credentials').set({ email, verified_at: now }).where('uid', '=', uid).where('kind', '=', 'email').execute();
}
