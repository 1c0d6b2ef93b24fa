import { sql, type Kysely } from 'kysely';
import { up as createTransferWithoutLimits } from './0007_ledger_transfer_function.js';

/**
 * Spending care (issue #19, ADR 0012): the limits a user sets, and the ledger's write path
 * refusing a spend past them in the same statement that locks the payer's account — two
 * concurrent spends cannot both slip under a limit that only one fits, and no spend path
 * (calls, matches, messages, gifts, moments, games, whatever comes next) can forget the
 * check. The table is the spending module's; this function only reads it.
 *
 * A limit per period (daily, monthly; null = none) and a raise waiting for its cooling-off
 * (`*_pending_at` null = none waits; `*_pending` null with a time = "no limit" waits).
 * What a user spent in a period is what went from their account to the house minus what
 * the house refunded, since the period's start: two indexes keep that a range scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table spend_limits (
      uid bigint primary key,
      daily_limit bigint,
      daily_pending bigint,
      daily_pending_at bigint,
      monthly_limit bigint,
      monthly_pending bigint,
      monthly_pending_at bigint,
      updated_at bigint not null
    )`.execute(db);
  await sql`create index ledger_transfers_from_time_idx on ledger_transfers (from_account, created_at)`.execute(db);
  await sql`create index ledger_transfers_to_time_idx on ledger_transfers (to_account, created_at)`.execute(db);
  await sql`drop function ledger_transfer(text, text, text, bigint, bigint, text, jsonb, bigint)`.execute(db);
  await sql`
    create function ledger_transfer(
      p_key text, p_from text, p_to text, p_to_uid bigint, p_amount bigint, p_reason text, p_meta jsonb, p_now bigint,
      p_day_start bigint, p_month_start bigint,
      out transfer_id bigint, out from_balance bigint, out to_balance bigint,
      out balance_before bigint, out key_used boolean, out limit_period text, out spent_in_period bigint)
    language plpgsql as $$
    declare
      day_limit bigint;
      month_limit bigint;
      spent_today bigint;
      spent_month bigint;
    begin
      perform 1 from ledger_accounts where id in (p_from, p_to) order by id for update;
      key_used := exists (select 1 from ledger_transfers where idempotency_key = p_key);
      if key_used then
        return;
      end if;
      -- The limits in force (src/domain/money/spend-limits.ts limitInForce): a raise holds once its time has come.
      if p_to = 'system:revenue' and p_from like 'user:%' then
        select case when daily_pending_at is not null and daily_pending_at <= p_now then daily_pending else daily_limit end,
               case when monthly_pending_at is not null and monthly_pending_at <= p_now then monthly_pending else monthly_limit end
          into day_limit, month_limit
          from spend_limits where uid = cast(substr(p_from, 6) as bigint);
      end if;
      if day_limit is not null or month_limit is not null then
        select coalesce(sum(case when created_at >= p_day_start then amount else 0 end), 0),
               coalesce(sum(amount), 0)
          into spent_today, spent_month
          from (
            select created_at, amount from ledger_transfers
             where from_account = p_from and to_account = 'system:revenue' and created_at >= p_month_start
            union all
            select created_at, -amount from ledger_transfers
             where to_account = p_from and from_account = 'system:revenue' and reason = 'refund' and created_at >= p_month_start
          ) spends;
        if day_limit is not null and greatest(spent_today, 0) + p_amount > day_limit then
          limit_period := 'daily';
          spent_in_period := greatest(spent_today, 0);
          return;
        end if;
        if month_limit is not null and greatest(spent_month, 0) + p_amount > month_limit then
          limit_period := 'monthly';
          spent_in_period := greatest(spent_month, 0);
          return;
        end if;
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
  await sql`drop function ledger_transfer(text, text, text, bigint, bigint, text, jsonb, bigint, bigint, bigint)`.execute(db);
  await sql`drop index ledger_transfers_to_time_idx`.execute(db);
  await sql`drop index ledger_transfers_from_time_idx`.execute(db);
  await sql`drop table spend_limits`.execute(db);
  await createTransferWithoutLimits(db);
}
