import { sql, type Kysely } from 'kysely';

/**
 * users.is_demo: the user is an invented demo host (server/demo). Every card, price and
 * billing rule reads it from the user row, so a demo host is labelled and free wherever
 * a user row travels, without a join to demo_hosts on each path. Demo hosts seeded before
 * this migration get the flag from demo_hosts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column is_demo boolean not null default false`.execute(db);
  await sql`update users set is_demo = true where uid in (select uid from demo_hosts)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column is_demo`.execute(db);
}
