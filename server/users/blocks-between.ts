import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Whether a block stands between two users. A block works both ways (DESIGN.md "Trust":
 * a block stops everything between two users): whoever blocked whom, neither may message,
 * call, be matched with or greet the other.
 */
export type BlockedBetween = (a: number, b: number) => boolean;

const pairKey = (a: number, b: number): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** The blocks among `uids`, read once, as a question about any two of them. */
export async function blocksAmong(db: Kysely<Database>, uids: readonly number[]): Promise<BlockedBetween> {
  const distinct = [...new Set(uids)];
  if (distinct.length < 2) return () => false;
  const rows = await db
    .selectFrom('blocks')
    .select(['blocker_uid', 'blocked_uid'])
    .where('blocker_uid', 'in', distinct)
    .where('blocked_uid', 'in', distinct)
    .execute();
  const pairs = new Set(rows.map((row) => pairKey(row.blocker_uid, row.blocked_uid)));
  return (a, b) => pairs.has(pairKey(a, b));
}

/** Whether either of the two blocked the other. */
export async function isBlockedBetween(db: Kysely<Database>, a: number, b: number): Promise<boolean> {
  return (await blocksAmong(db, [a, b]))(a, b);
}
