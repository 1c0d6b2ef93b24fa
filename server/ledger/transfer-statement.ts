import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { periodStarts, type SpendPeriod } from '../../src/domain/money/spend-limits.js';
import { uidOfAccount, type TransferRequest } from './ledger-types.js';

/** What one attempt did: the transfer and balances, or nulls and what the refusal rests on. */
export interface TransferOutcome {
  readonly transfer_id: number | null;
  readonly from_balance: number | null;
  readonly to_balance: number | null;
  /** On a refusal for funds: the payer's balance (null: no account yet). */
  readonly balance_before: number | null;
  /** The idempotency key was already used; nothing was written. */
  readonly key_used: boolean;
  /** Set when the payer's spending limit refused the spend: which one, and what was spent in it before. */
  readonly limit_period: SpendPeriod | null;
  readonly spent_in_period: number | null;
}

/**
 * Applies a transfer with the `ledger_transfer` function (migrations 0007, 0900): one statement,
 * so it is atomic without an explicit transaction and costs one round trip — PGlite
 * serialises every statement behind one lock, so round trips are the ledger's budget.
 */
export async function applyTransfer(db: Kysely<Database>, request: TransferRequest, now: number): Promise<TransferOutcome> {
  const { from, to, amount, reason, idempotencyKey } = request;
  const periods = periodStarts(now);
  const { rows } = await sql<TransferOutcome>`
    select * from ledger_transfer(
      ${idempotencyKey}, ${from}, ${to}, ${uidOfAccount(to)}, ${amount}, ${reason}, ${JSON.stringify(request.meta ?? {})}, ${now},
      ${periods.daily}, ${periods.monthly})`.execute(db);
  const outcome = rows[0];
  if (outcome === undefined) throw new Error('ledger_transfer returned no row');
  return outcome;
}
