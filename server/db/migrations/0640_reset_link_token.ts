import { sql, type Kysely } from 'kysely';

/**
 * The reset mail's single-use link token (ADR 0003, issue #11): a 4-digit code is checked
 * only from a device that signed in to the account before, or beside this token. Only its
 * SHA-256 is kept, like every token; it lives and dies with its code's row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table verification_codes add column link_hash text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table verification_codes drop column link_hash`.execute(db);
}
