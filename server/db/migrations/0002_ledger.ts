import { sql, type Kysely } from 'kysely';

/**
 * The double-entry coin ledger (DESIGN.md "Money"). An account's balance is a cached sum of
 * its entries, kept in the same transaction as the entries; only system accounts may go
 * below zero (issuance is where coins come from, so it carries minus everything issued).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ledger_accounts (
      id text primary key,                           -- 'user:<uid>' or 'system:<name>'
      uid bigint unique,                             -- set for user accounts
      balance bigint not null default 0,
      allow_negative boolean not null default false,
      created_at bigint not null,
      check (allow_negative or balance >= 0)
    )`.execute(db);
  await sql`
    insert into ledger_accounts (id, allow_negative, created_at) values
      ('system:issuance', true, 0),
      ('system:revenue', false, 0),
      ('system:points', true, 0)`.execute(db);

  await sql`
    create table ledger_transfers (
      id bigint generated always as identity primary key,
      idempotency_key text not null unique,
      from_account text not null references ledger_accounts (id),
      to_account text not null references ledger_accounts (id),
      amount bigint not null check (amount > 0),
      reason text not null,
      meta jsonb not null default '{}',
      created_at bigint not null,
      check (from_account <> to_account)
    )`.execute(db);

  // Two rows per transfer: the debit (negative) and the credit (positive). balance_after
  // lets a replayed idempotency key answer exactly what the first call answered.
  await sql`
    create table ledger_entries (
      id bigint generated always as identity primary key,
      transfer_id bigint not null references ledger_transfers (id),
      account_id text not null references ledger_accounts (id),
      amount bigint not null check (amount <> 0),
      balance_after bigint not null,
      created_at bigint not null
    )`.execute(db);
  await sql`create index ledger_entries_account_idx on ledger_entries (account_id, id desc)`.execute(db);
  await sql`create index ledger_entries_transfer_idx on ledger_entries (transfer_id)`.execute(db);
  // "Popularity = coins spent in the last 24 hours" reads spends by time.
  await sql`create index ledger_transfers_reason_idx on ledger_transfers (reason, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ledger_entries', 'ledger_transfers', 'ledger_accounts']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
