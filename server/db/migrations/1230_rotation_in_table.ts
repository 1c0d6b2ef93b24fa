import { sql, type Kysely } from 'kysely';

/**
 * The token rotation's grace in the sessions row instead of one process's memory (issue
 * #17, simtruth: sessions lost mid-run). A refresh whose answer never reached the app (a
 * client timeout on a loaded server, a cut) left the app with the old pair; 30 s later the
 * old token was refused and its retry read as reuse, so the user was signed out. The row
 * now keeps the pair before the last rotation (hashes, and its request key as app_cre is
 * kept) and the new pair sealed under the old refresh token, so only its holder can open
 * it: every node answers a retried rotation with the same pair, and the old pair keeps
 * working until the new one is first used (rotation_confirmed) or, after that, for the grace.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sessions
      add column previous_token_hash text,
      add column previous_refresh_hash text,
      add column previous_app_cre text,
      add column rotated_at bigint,
      add column sealed_rotation text,
      add column rotation_confirmed boolean not null default true`.execute(db);
  await sql`create index sessions_previous_token_idx on sessions (previous_token_hash) where previous_token_hash is not null`.execute(db);
  await sql`create index sessions_previous_refresh_idx on sessions (previous_refresh_hash) where previous_refresh_hash is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index sessions_previous_refresh_idx`.execute(db);
  await sql`drop index sessions_previous_token_idx`.execute(db);
  await sql`
    alter table sessions
      drop column previous_token_hash,
      drop column previous_refresh_hash,
      drop column previous_app_cre,
      drop column rotated_at,
      drop column sealed_rotation,
      drop column rotation_confirmed`.execute(db);
}
