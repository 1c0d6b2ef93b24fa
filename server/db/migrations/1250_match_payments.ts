import { sql, type Kysely } from 'kysely';

/**
 * How each match call was paid (issue #17): a match withdrawn before it connected — its user
 * closed the search as the pairing was made — is paid back by whichever node serves the
 * close. The record was one node's memory, so a close served by another node (or after a
 * restart) ended the call and kept the seeker's coins. `refunded_at` makes the pay-back
 * happen once: the node that sets it gives the coins (or the free match) back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table match_payments (
      room_id bigint primary key,
      uid bigint not null,
      kind text not null check (kind in ('free_match', 'coins')),
      price integer not null,
      ticket text not null,
      refunded_at bigint
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table match_payments`.execute(db);
}
