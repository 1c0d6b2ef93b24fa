import { sql, type Kysely } from 'kysely';

/**
 * When the app sealed the sign-in that made a session (its request's `times`, the
 * device's own clock), so "one session per account and device" keeps the person's last
 * attempt rather than the last to reach the database (issue #17, simtruth: a sign-in whose
 * answer was lost, tried again, then finished late on a loaded server, revoked the session
 * of the retry the app held — API.LOGGED_OUT right after sign-in).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column signed_in_at_client bigint`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions drop column signed_in_at_client`.execute(db);
}
