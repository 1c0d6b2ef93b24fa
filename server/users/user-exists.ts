import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Whether an account with this uid exists (banned or not): what blocking, following, reporting and opening a chat ask first. */
export async function userExists(db: Kysely<Database>, uid: number): Promise<boolean> {
  return (await db.selectFrom('users').select('uid').where('uid', '=', uid).executeTakeFirst()) !== undefined;
}
