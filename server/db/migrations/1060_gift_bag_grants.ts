import { sql, type Kysely } from 'kysely';

/**
 * The gift bag's grants (issue #18): every gift put into a bag (a coin package's bonus, a
 * reward, an operator's event) is one row under its own idempotency key, written in the
 * same transaction as the bag's count, so a retried payment notification or a repeated
 * operator command fills the bag once. The gifts module owns it, with gift_bag.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table gift_bag_grants (
      key text primary key,
      uid bigint not null references users (uid) on delete cascade,
      gift_id integer not null references gifts (id),
      count integer not null check (count > 0),
      source text not null,
      created_at bigint not null
    )`.execute(db);
  await sql`create index gift_bag_grants_uid_idx on gift_bag_grants (uid, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table gift_bag_grants`.execute(db);
}
