import { sql, type Kysely } from 'kysely';

/**
 * What coins, VIP and payments add to the commerce tables of 0004 (ADR 0005): the order's
 * price in USD cents (recharge_money), its pending deadline, why it ended, where the
 * provider sends the browser back; refunds; free-coin claims; in-app purchase transactions
 * (one account per store transaction); VIP periods and their monthly coins; discount
 * offer windows; VIP dialog events and in-app purchase logs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column usd_cents bigint not null default 0`.execute(db);
  await sql`alter table orders add column expires_at bigint`.execute(db);
  await sql`alter table orders add column failure text`.execute(db);
  await sql`alter table orders add column return_url text`.execute(db);
  // 0 default, 1 pending, 2 success, 3 timeout (expired), -1 cancelled, -2 failed (000 §3).
  await sql`alter table orders add constraint orders_status_check check (status in (0, 1, 2, 3, -1, -2))`.execute(db);
  await sql`alter table orders add constraint orders_paid_has_transfer check (status <> 2 or transfer_id is not null)`.execute(db);
  await sql`create index orders_pending_idx on orders (expires_at) where status = 1`.execute(db);
  await sql`create index orders_paid_idx on orders (uid, paid_at desc) where status = 2`.execute(db);

  await sql`create index payment_notifications_order_idx on payment_notifications (order_no)`.execute(db);
  // One event of each kind per order: a settled order never announces itself twice.
  await sql`alter table pay_events add constraint pay_events_order_kind_key unique (order_no, kind)`.execute(db);

  await sql`
    create table order_refunds (
      order_no text primary key references orders (order_no),
      uid bigint not null references users (uid),
      coins bigint not null check (coins >= 0),
      transfer_id bigint references ledger_transfers (id),
      created_at bigint not null
    )`.execute(db);

  // A claim is (uid, UTC day, n-th claim of the day): a concurrent second claim hits the key.
  await sql`
    create table free_coin_claims (
      uid bigint not null references users (uid) on delete cascade,
      day integer not null,
      seq smallint not null check (seq >= 1),
      coins integer not null check (coins > 0),
      transfer_id bigint not null references ledger_transfers (id),
      claimed_at bigint not null,
      primary key (uid, day, seq)
    )`.execute(db);
  await sql`create index free_coin_claims_last_idx on free_coin_claims (uid, claimed_at desc)`.execute(db);

  // A store transaction credits one order of one account, ever.
  await sql`
    create table iap_transactions (
      transaction_id text primary key,
      uid bigint not null references users (uid),
      order_no text not null unique references orders (order_no),
      product_id text not null,
      environment text not null,
      created_at bigint not null
    )`.execute(db);

  await sql`
    create table iap_logs (
      id bigint generated always as identity primary key,
      uid bigint not null references users (uid) on delete cascade,
      content text not null,
      created_at bigint not null
    )`.execute(db);

  // A paid VIP order: the months it covers (after any time already bought).
  await sql`
    create table vip_periods (
      order_no text primary key references orders (order_no),
      uid bigint not null references users (uid),
      starts_at bigint not null,
      ends_at bigint not null check (ends_at > starts_at),
      months integer not null check (months > 0),
      monthly_coins integer not null check (monthly_coins >= 0)
    )`.execute(db);
  await sql`
    create table vip_coin_grants (
      order_no text not null references vip_periods (order_no),
      month_index integer not null check (month_index >= 0),
      uid bigint not null references users (uid),
      due_at bigint not null,
      coins integer not null check (coins > 0),
      transfer_id bigint references ledger_transfers (id),
      granted_at bigint,
      primary key (order_no, month_index)
    )`.execute(db);
  await sql`create index vip_coin_grants_due_idx on vip_coin_grants (due_at) where granted_at is null`.execute(db);

  // A discount scenario's window per user: its remaining time and when it last showed.
  await sql`
    create table offer_windows (
      uid bigint not null references users (uid) on delete cascade,
      sid smallint not null check (sid between 1 and 9),
      started_at bigint not null,
      expires_at bigint not null,
      last_shown_at bigint,
      primary key (uid, sid)
    )`.execute(db);

  await sql`
    create table vip_events (
      id bigint generated always as identity primary key,
      uid bigint not null references users (uid) on delete cascade,
      sid integer,
      type text,
      target_uid bigint,
      extra text,
      created_at bigint not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['vip_events', 'offer_windows', 'vip_coin_grants', 'vip_periods', 'iap_logs', 'iap_transactions', 'free_coin_claims', 'order_refunds']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
  await sql`alter table pay_events drop constraint pay_events_order_kind_key`.execute(db);
  await sql`drop index payment_notifications_order_idx`.execute(db);
  await sql`drop index orders_paid_idx`.execute(db);
  await sql`drop index orders_pending_idx`.execute(db);
  await sql`alter table orders drop constraint orders_paid_has_transfer`.execute(db);
  await sql`alter table orders drop constraint orders_status_check`.execute(db);
  for (const column of ['return_url', 'failure', 'expires_at', 'usd_cents']) {
    await sql`alter table orders drop column ${sql.ref(column)}`.execute(db);
  }
}
