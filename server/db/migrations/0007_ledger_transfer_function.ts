import { sql, type Kysely } from 'kysely';

/**
 * The ledger's one write path as a stored function, so a transfer is a single statement:
 * atomic on its own, one round trip, and planned once per session instead of once per call
 * (measured on PGlite: ~2.5× less CPU than the same logic as one CTE statement, which
 * decides the 1,000-spend race target).
 *
 * Order of work: lock both account rows in id order (so opposite transfers A→B and B→A
 * queue instead of deadlocking), then check the key, then the conditional debit, the
 * credit (creating a user account on first credit), the transfer row and its two entries.
 * In READ COMMITTED each statement here sees what committed before it, so after the locks
 * the balance read is current. On a refusal nothing has been written. A concurrent call
 * with the same key but other accounts can still hit the key's unique index: the whole
 * statement then fails and the caller answers with the first transfer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function ledger_transfer(
      p_key text, p_from text, p_to text, p_to_uid bigint, p_amount bigint, p_reason text, p_meta jsonb, p_now bigint,
      out transfer_id bigint, out from_balance bigint, out to_balance bigint,
      out balance_before bigint, out key_used boolean)
    language plpgsql as $$
    begin
      perform 1 from ledger_accounts where id in (p_from, p_to) order by id for update;
      key_used := exists (select 1 from ledger_transfers where idempotency_key = p_key);
      if key_used then
        return;
      end if;
      update ledger_accounts set balance = balance - p_amount
       where id = p_from and (balance >= p_amount or allow_negative)
      returning balance into from_balance;
      if not found then
        select balance into balance_before from ledger_accounts where id = p_from;
        return;
      end if;
      insert into ledger_accounts as a (id, uid, balance, created_at)
      values (p_to, p_to_uid, p_amount, p_now)
      on conflict (id) do update set balance = a.balance + excluded.balance
      returning balance into to_balance;
      insert into ledger_transfers (idempotency_key, from_account, to_account, amount, reason, meta, created_at)
      values (p_key, p_from, p_to, p_amount, p_reason, p_meta, p_now)
      returning id into transfer_id;
      insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
      values (transfer_id, p_from, -p_amount, from_balance, p_now),
             (transfer_id, p_to, p_amount, to_balance, p_now);
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function ledger_transfer(text, text, text, bigint, bigint, text, jsonb, bigint)`.execute(db);
}
