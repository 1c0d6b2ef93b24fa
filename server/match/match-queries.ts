import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { UserRow } from '../calls/call-peer.js';

/** The users the queue needs to price, pair and announce, by uid (unknown uids are left out). */
export async function findUsers(db: Kysely<Database>, uids: readonly number[]): Promise<ReadonlyMap<number, UserRow>> {
  const rows = await db.selectFrom('users').selectAll().where('uid', 'in', [...uids]).execute();
  return new Map(rows.map((row) => [row.uid, row]));
}
