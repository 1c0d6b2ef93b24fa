import { sql, type Kysely } from 'kysely';

/**
 * Intimacy (issue #13, src/domain/profile/intimacy.ts): the coins two users spent on each
 * other are the spends from one to the house whose meta names the other (`to_uid`): calls,
 * paid messages and gifts. This index makes that sum two index range scans per user page,
 * however much either of them has spent on anyone else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index ledger_transfers_pair_idx on ledger_transfers (from_account, (meta->>'to_uid'))
     where reason in ('call', 'message', 'gift')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ledger_transfers_pair_idx`.execute(db);
}
