import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { uidOfAccount, type TransferRequest } from './ledger-types.js';

/** What one attempt did: the three nulls when it changed nothing, with the reason to tell why. */
export interface TransferOutcome {
  readonly transfer_id: number | null;
  readonly from_balance: number | null;
  readonly to_balance: number | null;
  /** The payer's balance in the statement's snapshot (null: no account yet). */
  readonly balance_before: number | null;
  /** Whether the idempotency key was already used in that snapshot. */
  readonly key_used: boolean;
}

/**
 * Applies a transfer in ONE statement, so it is atomic without an explicit transaction and
 * costs one round trip (PGlite serialises every statement behind one lock; a
 * BEGIN…COMMIT of five statements there would cost ~5× as much).
 *
 * The debit is a conditional update: it matches only when the balance covers the amount
 * (or the account may go negative) and the idempotency key is unused. Every later part
 * selects from the debit, so when the debit matches nothing the statement changes nothing;
 * the final row then says why (the main query reads the snapshot from before the
 * statement's own changes). Two concurrent calls with one key both pass the NOT EXISTS check on
 * PostgreSQL; the second then fails on the key's unique index and rolls back whole.
 *
 * `locked` takes both account rows in id order before anything else (the debit's
 * uncorrelated sub-select runs it first), so opposite transfers A→B and B→A queue
 * instead of deadlocking — PostgreSQL would break each deadlock only after a second.
 */
export async function applyTransfer(
  db: Kysely<Database>,
  request: TransferRequest,
  now: number,
): Promise<TransferOutcome> {
  const { from, to, amount, reason, idempotencyKey } = request;
  const meta = JSON.stringify(request.meta ?? {});
  const result = await sql<TransferOutcome>`
    with locked as materialized (
      select id from ledger_accounts where id in (${from}, ${to}) order by id for update
    ), debit as (
      update ledger_accounts
         set balance = balance - cast(${amount} as bigint)
       where id = ${from}
         and (balance >= cast(${amount} as bigint) or allow_negative)
         and not exists (select 1 from ledger_transfers where idempotency_key = ${idempotencyKey})
         and (select count(*) from locked) > 0
      returning balance
    ), credit as (
      insert into ledger_accounts as a (id, uid, balance, created_at)
      select ${to}, cast(${uidOfAccount(to)} as bigint), cast(${amount} as bigint), cast(${now} as bigint) from debit
      on conflict (id) do update set balance = a.balance + excluded.balance
      returning balance
    ), transfer as (
      insert into ledger_transfers (idempotency_key, from_account, to_account, amount, reason, meta, created_at)
      select ${idempotencyKey}, ${from}, ${to}, cast(${amount} as bigint), ${reason}, cast(${meta} as jsonb), cast(${now} as bigint)
        from debit
      returning id
    ), entries as (
      insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
      select transfer.id, ${from}, -cast(${amount} as bigint), debit.balance, cast(${now} as bigint) from transfer, debit
      union all
      select transfer.id, ${to}, cast(${amount} as bigint), credit.balance, cast(${now} as bigint) from transfer, credit
    )
    select (select id from transfer) as transfer_id,
           (select balance from debit) as from_balance,
           (select balance from credit) as to_balance,
           (select balance from ledger_accounts where id = ${from}) as balance_before,
           exists (select 1 from ledger_transfers where idempotency_key = ${idempotencyKey}) as key_used`.execute(db);
  const outcome = result.rows[0];
  if (outcome === undefined) throw new Error('ledger transfer statement returned no row');
  return outcome;
}
