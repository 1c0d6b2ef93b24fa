import { sql, type Kysely } from 'kysely';

/** Orders and payment notifications, the events the client acknowledges, and gifts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table orders (
      id bigint generated always as identity primary key,
      order_no text not null unique,
      uid bigint not null references users (uid),
      goods_id text not null,
      product_type smallint not null,                -- 1 coins, 2 VIP
      pay_type smallint not null,                    -- 22 third-party card, 23 official store
      pay_platform smallint,                         -- 45 iOS wallet, 46 Android wallet
      amount_cents bigint not null check (amount_cents >= 0),
      currency text not null default 'USD',
      coins bigint not null default 0,               -- coins (incl. extras) credited on success
      vip_months integer not null default 0,
      status smallint not null default 0,            -- 0 default, 1 pending, 2 success, 3 timeout, -1 cancel, -2 fail
      provider_ref text,                             -- transaction id / store transaction
      from_type text,
      from_id text,
      extras jsonb not null default '{}',
      transfer_id bigint references ledger_transfers (id),
      created_at bigint not null,
      updated_at bigint not null,
      paid_at bigint
    )`.execute(db);
  await sql`create index orders_uid_idx on orders (uid, created_at desc)`.execute(db);
  await sql`create unique index orders_provider_ref_key on orders (pay_type, provider_ref) where provider_ref is not null`.execute(db);

  // Every notification a provider sends, kept verbatim; the unique event id makes a
  // re-delivered notification a no-op.
  await sql`
    create table payment_notifications (
      id bigint generated always as identity primary key,
      provider text not null,
      event_id text not null,
      order_no text,
      payload jsonb not null,
      received_at bigint not null,
      processed_at bigint,
      error text,
      unique (provider, event_id)
    )`.execute(db);

  // Payment outcomes pushed to the client (MQTT type 34, /msg/sync pay_event_list) until acked.
  await sql`
    create table pay_events (
      id bigint generated always as identity primary key,
      uid bigint not null references users (uid) on delete cascade,
      order_no text not null,
      kind text not null,
      payload jsonb not null default '{}',
      created_at bigint not null,
      acked_at bigint
    )`.execute(db);
  await sql`create index pay_events_pending_idx on pay_events (uid, id) where acked_at is null`.execute(db);

  await sql`
    create table gifts (
      id integer primary key,
      title text not null,
      icon text not null,
      price integer not null check (price >= 0),
      svga_url text not null default '',
      sort integer not null default 0,
      enabled boolean not null default true
    )`.execute(db);

  // Gifts a user owns without paying again (gift_source = bag).
  await sql`
    create table gift_bag (
      uid bigint not null references users (uid) on delete cascade,
      gift_id integer not null references gifts (id),
      count integer not null check (count >= 0),
      primary key (uid, gift_id)
    )`.execute(db);

  await sql`
    create table gift_sends (
      id bigint generated always as identity primary key,
      from_uid bigint not null references users (uid),
      to_uid bigint not null references users (uid),
      gift_id integer not null references gifts (id),
      number integer not null check (number > 0),
      coins bigint not null check (coins >= 0),
      from_bag boolean not null default false,
      from_type text,
      room_id bigint,
      transfer_id bigint references ledger_transfers (id),
      created_at bigint not null
    )`.execute(db);
  await sql`create index gift_sends_to_idx on gift_sends (to_uid, created_at desc)`.execute(db);
  await sql`create index gift_sends_from_idx on gift_sends (from_uid, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['gift_sends', 'gift_bag', 'gifts', 'pay_events', 'payment_notifications', 'orders']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
