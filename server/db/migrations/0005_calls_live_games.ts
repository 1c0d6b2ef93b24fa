import { sql, type Kysely } from 'kysely';

/** Calls (and matches, which are calls of room type 2), live rooms and games. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table calls (
      id bigint generated always as identity primary key,   -- the room_id
      caller_uid bigint not null references users (uid),
      callee_uid bigint not null references users (uid),
      call_type smallint not null,                   -- 1 video, 2 voice
      room_type smallint not null,                   -- 1 call, 2 match
      status text not null,                          -- 'calling', 'connected', 'ended'
      price_per_min integer not null default 0,
      free_seconds integer not null default 0,
      billed_minutes integer not null default 0,
      coins_charged bigint not null default 0,
      end_reason smallint,                           -- 1 cancel ... 8 timeout (000 §3)
      ended_by bigint,
      created_at bigint not null,
      answered_at bigint,
      ended_at bigint,
      caller_heartbeat_at bigint,
      callee_heartbeat_at bigint
    )`.execute(db);
  await sql`create index calls_caller_idx on calls (caller_uid, created_at desc)`.execute(db);
  await sql`create index calls_callee_idx on calls (callee_uid, created_at desc)`.execute(db);
  await sql`create index calls_open_idx on calls (status) where status <> 'ended'`.execute(db);

  await sql`
    create table live_rooms (
      id bigint generated always as identity primary key,   -- the live_id
      host_uid bigint not null references users (uid),
      title text not null default '',
      status text not null default 'live',           -- 'live', 'away' (host in a private call), 'ended'
      started_at bigint not null,
      ended_at bigint
    )`.execute(db);
  await sql`create index live_rooms_live_idx on live_rooms (started_at desc) where status <> 'ended'`.execute(db);

  await sql`
    create table live_room_members (
      live_id bigint not null references live_rooms (id) on delete cascade,
      uid bigint not null references users (uid) on delete cascade,
      joined_at bigint not null,
      left_at bigint,
      muted boolean not null default false,
      kicked_at bigint,
      primary key (live_id, uid)
    )`.execute(db);

  await sql`
    create table games (
      id integer primary key,
      title text not null,
      link text not null,
      icon text not null default '',
      sort integer not null default 0,
      enabled boolean not null default true
    )`.execute(db);

  await sql`
    create table game_sessions (
      id text primary key,                           -- the session_id handed to the frame
      game_id integer not null references games (id),
      uid bigint not null references users (uid) on delete cascade,
      started_at bigint not null,
      last_heartbeat_at bigint not null,
      ended_at bigint
    )`.execute(db);
  await sql`create index game_sessions_uid_idx on game_sessions (uid, started_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['game_sessions', 'games', 'live_room_members', 'live_rooms', 'calls']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
