import type { Kysely } from 'kysely';
import type { Database, JsonValue } from '../db/schema.js';

/** One line of the operator audit trail: what was done, with which parameters, from where. */
export async function recordAdminAction(
  db: Kysely<Database>,
  action: { readonly name: string; readonly params: Record<string, JsonValue | undefined>; readonly remoteAddress: string; readonly now: number },
): Promise<void> {
  await db
    .insertInto('admin_actions')
    .values({ action: action.name, params: JSON.stringify(action.params), remote_address: action.remoteAddress, created_at: action.now })
    .execute();
}

export async function userExists(db: Kysely<Database>, uid: number): Promise<boolean> {
  return (await db.selectFrom('users').select('uid').where('uid', '=', uid).executeTakeFirst()) !== undefined;
}

/** Makes `uid` a host or not; false when there is no such user. */
export async function setHost(db: Kysely<Database>, uid: number, host: boolean): Promise<boolean> {
  const updated = await db.updateTable('users').set({ is_host: host }).where('uid', '=', uid).executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
