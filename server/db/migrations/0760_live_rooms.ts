import { sql, type Kysely } from 'kysely';

/**
 * Live rooms (issue #15): the cover the camera took, and the gifts a live earned (one row
 * per send, keyed by the sender's client id so a retried gift counts once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table live_rooms add column cover text not null default ''`.execute(db);
  await sql`create unique index live_rooms_one_open_per_host on live_rooms (host_uid) where status <> 'ended'`.execute(db);
  await sql`
    create table live_gifts (
      live_id bigint not null references live_rooms (id) on delete cascade,
      from_uid bigint not null references users (uid) on delete cascade,
      client_msg_id text not null,
      gift_id integer not null,
      coins bigint not null,
      created_at bigint not null,
      primary key (from_uid, client_msg_id)
    )`.execute(db);
  await sql`create index live_gifts_live_idx on live_gifts (live_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table live_gifts`.execute(db);
  await sql`drop index live_rooms_one_open_per_host`.execute(db);
  await sql`alter table live_rooms drop column cover`.execute(db);
}
