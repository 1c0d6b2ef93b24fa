import { sql, type Kysely } from 'kysely';

/**
 * Games (issue #16): each round of a sample game, keyed by its session and the round id
 * the game chose, so a retried round is charged and paid once; and when the games
 * changed (the list's version, 001 §7 "cached by game_version").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table games add column updated_at bigint not null default 0`.execute(db);
  await sql`
    create table game_rounds (
      id text primary key,                           -- <session_id>:<round id>
      session_id text not null references game_sessions (id) on delete cascade,
      game_id integer not null references games (id),
      uid bigint not null references users (uid) on delete cascade,
      stake integer not null check (stake > 0),
      choice integer not null,
      drawn integer not null,
      payout integer not null check (payout >= 0),
      created_at bigint not null
    )`.execute(db);
  await sql`create index game_rounds_uid_idx on game_rounds (uid, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table game_rounds`.execute(db);
  await sql`alter table games drop column updated_at`.execute(db);
}
