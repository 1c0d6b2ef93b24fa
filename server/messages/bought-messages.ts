import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Takes one of the sender's free messages bought with a package (users.message_free_count),
 * in one conditional statement so two racing sends cannot both take the last one. False
 * when none was left.
 */
export async function takeBoughtMessage(db: Kysely<Database>, uid: number): Promise<boolean> {
  const taken = await db
    .updateTable('users')
    .set((eb) => ({ message_free_count: eb('message_free_count', '-', 1) }))
    .where('uid', '=', uid)
    .where('message_free_count', '>', 0)
    .returning('uid')
    .executeTakeFirst();
  return taken !== undefined;
}

/** Gives back a free message taken for a send that was not stored. */
export async function giveBoughtMessageBack(db: Kysely<Database>, uid: number): Promise<void> {
  await db.updateTable('users').set((eb) => ({ message_free_count: eb('message_free_count', '+', 1) })).where('uid', '=', uid).execute();
}
