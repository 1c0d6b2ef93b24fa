import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { messagingDb } from './messaging-tables.js';

/**
 * Puts users on `uid`'s say-hi list (the matching module calls this for each successful
 * match); a user already listed is listed again as new.
 */
export async function addGreetCandidates(db: Kysely<Database>, uid: number, targets: readonly number[], now: number): Promise<void> {
  const rows = [...new Set(targets)].filter((target) => target !== uid).map((target) => ({ uid, target_uid: target, created_at: now, resolved_at: null }));
  if (rows.length === 0) return;
  await messagingDb(db)
    .insertInto('greet_candidates')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['uid', 'target_uid']).doUpdateSet({ created_at: now, resolved_at: null }))
    .execute();
}

/** Takes users off the say-hi list (greeted or dismissed). */
export async function resolveGreetCandidates(db: Kysely<Database>, uid: number, targets: readonly number[], now: number): Promise<void> {
  await messagingDb(db)
    .updateTable('greet_candidates')
    .set({ resolved_at: now })
    .where('uid', '=', uid)
    .where('target_uid', 'in', [...targets])
    .where('resolved_at', 'is', null)
    .execute();
}

/** Those of `targets` on `uid`'s say-hi list now (recorded by a match, not yet greeted nor dismissed). */
export async function openGreetCandidates(db: Kysely<Database>, uid: number, targets: readonly number[]): Promise<number[]> {
  if (targets.length === 0) return [];
  const rows = await messagingDb(db)
    .selectFrom('greet_candidates')
    .select('target_uid')
    .where('uid', '=', uid)
    .where('target_uid', 'in', [...targets])
    .where('resolved_at', 'is', null)
    .execute();
  return rows.map((row) => row.target_uid);
}

/** `uid`'s open say-hi list, newest first, without anyone blocked either way. */
export async function listGreetCandidates(db: Kysely<Database>, uid: number, limit: number): Promise<number[]> {
  const rows = await messagingDb(db)
    .selectFrom('greet_candidates as g')
    .select('g.target_uid')
    .where('g.uid', '=', uid)
    .where('g.resolved_at', 'is', null)
    .where(sql<boolean>`not exists (select 1 from blocks b where (b.blocker_uid = g.uid and b.blocked_uid = g.target_uid) or (b.blocker_uid = g.target_uid and b.blocked_uid = g.uid))`)
    .orderBy('g.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.target_uid);
}
