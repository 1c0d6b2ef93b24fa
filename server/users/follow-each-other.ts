import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Whether each of the two follows the other. */
export async function followEachOther(db: Kysely<Database>, a: number, b: number): Promise<boolean> {
  const rows = await db
    .selectFrom('follows')
    .select('follower_uid')
    .where((eb) =>
      eb.or([
        eb.and([eb('follower_uid', '=', a), eb('followee_uid', '=', b)]),
        eb.and([eb('follower_uid', '=', b), eb('followee_uid', '=', a)]),
      ]),
    )
    .execute();
  return rows.length === 2;
}
