import type { Kysely } from 'kysely';
import { levelOf } from '../../src/domain/profile/level.js';
import type { Database } from '../db/schema.js';
import type { Ledger } from '../ledger/ledger-types.js';

/**
 * Brings a user's stored level up to date with the coins they have moved (levelOf) and
 * returns it. Asked where a level is shown fresh — the user's own /profile/init and the
 * user page — so lists (chats, calls) show the level as of the last of those.
 */
export async function refreshLevel(db: Kysely<Database>, ledger: Pick<Ledger, 'coinsMovedBy'>, uid: number): Promise<number> {
  const level = levelOf(await ledger.coinsMovedBy(uid));
  await db.updateTable('users').set({ level }).where('uid', '=', uid).where('level', '<>', level).execute();
  return level;
}
