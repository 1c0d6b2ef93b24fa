import type { Kysely } from 'kysely';
import type { UserRow } from '../accounts/current-user.js';
import type { Database } from '../db/schema.js';

/** The user row of a signed-in caller; undefined when the account no longer exists. */
export async function loadUser(db: Kysely<Database>, uid: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
}
