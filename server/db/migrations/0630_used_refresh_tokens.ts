import { sql, type Kysely } from 'kysely';

/**
 * Refresh tokens already traded in (ADR 0003, issue #11): a used one presented again after
 * the rotation grace is a stolen copy (or the victim's, after the thief used it), so it
 * ends its session. Only the SHA-256 is kept, like every token; rows go with their session
 * and are dropped once the token would have expired anyway.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table used_refresh_tokens (
      token_hash text primary key,
      session_id bigint not null references sessions (id) on delete cascade,
      used_at bigint not null
    )`.execute(db);
  await sql`create index used_refresh_tokens_used_at_idx on used_refresh_tokens (used_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table used_refresh_tokens`.execute(db);
}
