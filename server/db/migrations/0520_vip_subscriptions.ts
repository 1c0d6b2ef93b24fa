import { sql, type Kysely } from 'kysely';

/**
 * VIP as a card subscription (docs/adr, "Trust"; the terms' "renews automatically until
 * you cancel"): one row per member whose VIP was bought by card — the provider's reusable
 * card token, what each renewal buys and costs (the package and price first paid), the
 * subscription's state, the declined attempts of the current period and the renewal
 * order in flight. The period itself is the member's vip_expires_at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table vip_subscriptions (
      uid bigint primary key references users (uid) on delete cascade,
      card_token text not null,
      goods_id text not null,
      currency text not null,
      status text not null check (status in ('active', 'cancelled', 'lapsed')),
      failures integer not null default 0 check (failures >= 0),
      renewal_order_no text references orders (order_no),
      first_order_no text not null references orders (order_no),
      created_at bigint not null,
      updated_at bigint not null,
      cancelled_at bigint
    )`.execute(db);
  await sql`create index vip_subscriptions_active_idx on vip_subscriptions (uid) where status = 'active'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table vip_subscriptions`.execute(db);
}
