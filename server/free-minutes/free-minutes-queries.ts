import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Adds `minutes` free call minutes to a user (users.call_free_min, which the calls module
 * spends first, before coins). Answers the new total, or null when there is no such user.
 */
export async function addFreeCallMinutes(db: Kysely<Database>, uid: number, minutes: number, now: number): Promise<number | null> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ call_free_min: eb('call_free_min', '+', minutes), updated_at: now }))
    .where('uid', '=', uid)
    .returning('call_free_min')
    .executeTakeFirst();
  return row?.call_free_min ?? null;
}
