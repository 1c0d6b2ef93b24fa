import { sql, type Kysely } from 'kysely';

/**
 * App lifecycle per device (/app/open, /app/close), what clients report (/track/report,
 * /log/report, /monitor/adjust-point, /login/adjust, /login/adjust-cv), the /msg/sync-ack
 * cursor and the demo hosts' seed records.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per signed-in device: its last /app/open flags and whether it is in front.
  await sql`
    create table app_devices (
      uid bigint not null references users (uid) on delete cascade,
      device_key text not null,                      -- the device id sent, else a hash of the user agent
      user_agent text not null default '',
      secret text not null default '',               -- the client's integrity secret, as sent
      proxy boolean not null default false,
      vpn boolean not null default false,
      simulator boolean not null default false,
      operator text not null default '',             -- the mobile carrier's name
      foreground boolean not null default false,
      open_count integer not null default 0,
      opened_at bigint,
      closed_at bigint,
      primary key (uid, device_key)
    )`.execute(db);

  await sql`
    create table track_events (
      id bigint generated always as identity primary key,
      uid bigint,                                    -- no foreign key: a report is kept whoever sent it
      category_id text not null,
      name text not null,
      params jsonb not null default '{}',
      user_agent text not null default '',
      created_at bigint not null
    )`.execute(db);
  await sql`create index track_events_name_idx on track_events (category_id, name, created_at desc)`.execute(db);

  await sql`
    create table client_reports (
      id bigint generated always as identity primary key,
      uid bigint,                                    -- no foreign key: a report is kept whoever sent it
      type text not null,
      params jsonb not null default '{}',
      ua text not null default '',                   -- the ua data the report carried
      user_agent text not null default '',           -- the device header of the request
      created_at bigint not null
    )`.execute(db);
  await sql`create index client_reports_type_idx on client_reports (type, created_at desc)`.execute(db);

  // Attribution: SDK checkpoints (/monitor/adjust-point) and install / conversion-value
  // reports (/login/adjust, /login/adjust-cv).
  await sql`
    create table adjust_points (
      id bigint generated always as identity primary key,
      uid bigint,                                    -- no foreign key: a report is kept whoever sent it
      type text not null,
      detail text not null default '',              -- desc or token, as sent
      is_success boolean not null,
      created_at bigint not null
    )`.execute(db);
  await sql`
    create table attributions (
      id bigint generated always as identity primary key,
      uid bigint,                                    -- no foreign key: a report is kept whoever sent it
      kind text not null check (kind in ('install', 'conversion')),
      adid text not null default '',
      idfa text not null default '',
      attribution jsonb not null default '{}',
      created_at bigint not null
    )`.execute(db);
  await sql`create index attributions_uid_idx on attributions (uid, created_at desc)`.execute(db);

  // /msg/sync reads a user's messages in (mtime, id) order after a cursor.
  await sql`create index messages_sync_idx on messages (mtime, id)`.execute(db);

  // The furthest /msg/sync cursor (mtime, id) a user's devices acknowledged; it never moves back.
  await sql`
    create table sync_acks (
      uid bigint primary key references users (uid) on delete cascade,
      last_sync_mtime bigint not null,
      last_sync_id bigint not null,
      acked_at bigint not null
    )`.execute(db);

  // Which users the demo seed made, by a stable key, so seeding again changes nothing.
  await sql`
    create table demo_hosts (
      uid bigint primary key references users (uid) on delete cascade,
      seed_key text not null unique,
      online_status smallint not null,               -- 1 online, 2 chatting, 3 rest (000 §3)
      created_at bigint not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = ['demo_hosts', 'sync_acks', 'attributions', 'adjust_points', 'client_reports', 'track_events', 'app_devices'];
  for (const table of tables) await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`drop index messages_sync_idx`.execute(db);
}
