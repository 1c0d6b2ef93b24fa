import { sql, type Kysely } from 'kysely';

/**
 * Billing follows the media (issue #19, ADR 0014). `call_media_reports`: each state a
 * party of a connected call reported, stamped with the server's time (the rule in
 * src/domain/calls/media-outages.ts reads them back). `call_settlements`: what the end of
 * a call decided — the minutes refunded and how much of it rested on the payer's word
 * alone (their daily cap sums it) — written once, so a receipt signed later says the same.
 * `calls.coins_refunded`: the call list shows what the payer spent in the end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table call_media_reports (
      id bigserial primary key,
      room_id bigint not null,
      uid bigint not null,
      state text not null check (state in ('connected', 'reconnecting', 'frozen')),
      at bigint not null
    )`.execute(db);
  await sql`create index call_media_reports_room_idx on call_media_reports (room_id, at)`.execute(db);
  await sql`
    create table call_settlements (
      room_id bigint primary key,
      payer_uid bigint not null,
      refunds jsonb not null,
      coins_refunded integer not null check (coins_refunded >= 0),
      disputed_ms bigint not null check (disputed_ms >= 0),
      settled_at bigint not null
    )`.execute(db);
  await sql`create index call_settlements_payer_idx on call_settlements (payer_uid, settled_at)`.execute(db);
  await sql`alter table calls add column coins_refunded integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table calls drop column coins_refunded`.execute(db);
  await sql`drop table call_settlements`.execute(db);
  await sql`drop table call_media_reports`.execute(db);
}
