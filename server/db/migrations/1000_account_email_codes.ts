import { sql, type Kysely } from 'kysely';

/**
 * Codes that bind or change an account's e-mail (issue #13) belong to the signed-in account
 * that asked for them: a code mailed to one account can never bind the address to another,
 * and the resend wait and daily cap count per account. Password-reset codes keep uid null
 * (they are asked for signed out).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table verification_codes add column uid bigint references users (uid) on delete cascade`.execute(db);
  await sql`create index verification_codes_uid_idx on verification_codes (uid, purpose, created_at desc) where uid is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index verification_codes_uid_idx`.execute(db);
  await sql`alter table verification_codes drop column uid`.execute(db);
}
