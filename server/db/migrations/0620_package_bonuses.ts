import { sql, type Kysely } from 'kysely';

/**
 * What a package's bonuses leave behind when its order is paid (issue #11, "money promises
 * kept"): free messages bought with a package (spent before coins on a paid message) and
 * popularity points (the package's `charm`). Free matches already have match_free_count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column message_free_count integer not null default 0 check (message_free_count >= 0)`.execute(db);
  await sql`alter table users add column popularity integer not null default 0 check (popularity >= 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column popularity`.execute(db);
  await sql`alter table users drop column message_free_count`.execute(db);
}
