import { sql, type Kysely } from 'kysely';

/**
 * What the call service adds to the calls table of 0005 (ADR 0004): when media came up
 * and the live room a call came from; who is in a call right now (one row per user, so
 * "one call at a time" and "busy" hold across server processes); and the call list, one
 * row per party, written once when the call ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table calls add column connected_at bigint`.execute(db);
  await sql`alter table calls add column live_id bigint`.execute(db);

  await sql`
    create table call_presence (
      uid bigint primary key references users (uid) on delete cascade,
      room_id bigint not null references calls (id) on delete cascade,
      since bigint not null
    )`.execute(db);
  await sql`create index call_presence_room_idx on call_presence (room_id)`.execute(db);

  await sql`
    create table call_history (
      id bigint generated always as identity primary key,
      uid bigint not null references users (uid) on delete cascade,
      peer_uid bigint not null references users (uid) on delete cascade,
      room_id bigint not null references calls (id) on delete cascade,
      kind text not null,                            -- incoming, outgoing, missed, cancelled, declined, match
      media text not null,                           -- video, audio
      status_icon smallint not null,                 -- 0 cancelled, 1 declined or missed, 2 completed, 3 missed
      duration_s integer not null default 0,
      coins bigint not null default 0,
      created_at bigint not null,
      unique (uid, room_id)
    )`.execute(db);
  await sql`create index call_history_uid_idx on call_history (uid, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table call_history`.execute(db);
  await sql`drop table call_presence`.execute(db);
  await sql`alter table calls drop column live_id`.execute(db);
  await sql`alter table calls drop column connected_at`.execute(db);
}
