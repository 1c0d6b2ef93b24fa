import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database, GiftSendsTable } from '../db/schema.js';

/** The gifts on offer, in catalogue order. */
export async function giftsOnOffer(db: Kysely<Database>) {
  return db.selectFrom('gifts').select(['id', 'title', 'icon', 'price', 'svga_url']).where('enabled', '=', true).orderBy('sort').orderBy('id').execute();
}

/** Gift `id` if it is on offer. */
export async function findGiftOnOffer(db: Kysely<Database>, id: number) {
  return db.selectFrom('gifts').selectAll().where('id', '=', id).where('enabled', '=', true).executeTakeFirst();
}

/** The gifts in `uid`'s bag that are still on offer, in catalogue order, with how many of each. */
export async function bagOf(db: Kysely<Database>, uid: number) {
  return db
    .selectFrom('gift_bag as b')
    .innerJoin('gifts as g', 'g.id', 'b.gift_id')
    .select(['g.id', 'g.title', 'g.icon', 'g.price', 'g.svga_url', 'b.count'])
    .where('b.uid', '=', uid)
    .where('b.count', '>', 0)
    .where('g.enabled', '=', true)
    .orderBy('g.sort')
    .execute();
}

/** Takes `number` of gift `giftId` from `uid`'s bag in one conditional statement; false when the bag held fewer. */
export async function takeFromBag(trx: Transaction<Database>, uid: number, giftId: number, number: number): Promise<boolean> {
  const taken = await trx.updateTable('gift_bag').set((eb) => ({ count: eb('count', '-', number) }))
    .where('uid', '=', uid).where('gift_id', '=', giftId).where('count', '>=', number).executeTakeFirst();
  return taken.numUpdatedRows > 0n;
}

/** Lowers `uid`'s count of gift `giftId` by up to `count` (never below zero): a refund's take-back of unspent bag gifts. */
export async function takeBackFromBag(db: Kysely<Database>, uid: number, giftId: number, count: number): Promise<void> {
  await db.updateTable('gift_bag').set({ count: sql<number>`greatest(count - ${count}, 0)` }).where('uid', '=', uid).where('gift_id', '=', giftId).execute();
}

/** The record of one gift send (gift_sends), written with its message. */
export async function recordGiftSend(trx: Transaction<Database>, row: Insertable<GiftSendsTable>): Promise<void> {
  await trx.insertInto('gift_sends').values(row).execute();
}

/**
 * Puts `count` of gift `giftId` into `uid`'s bag once per `key`: the grant row and the bag's
 * count change in one transaction (the caller's, when `db` is one), and a key already used changes nothing. Answers whether
 * this call granted and the bag's count of that gift afterwards.
 */
export async function fillBag(
  db: Kysely<Database>,
  grant: { readonly key: string; readonly uid: number; readonly giftId: number; readonly count: number; readonly source: string; readonly now: number },
): Promise<{ readonly granted: boolean; readonly total: number }> {
  // Inside a caller's transaction (an order credited with its package's gifts) it joins that one.
  const atomically = <T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> => (db.isTransaction ? work(db) : db.transaction().execute(work));
  return atomically(async (trx) => {
    const inserted = await trx
      .insertInto('gift_bag_grants')
      .values({ key: grant.key, uid: grant.uid, gift_id: grant.giftId, count: grant.count, source: grant.source, created_at: grant.now })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    const granted = (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
    if (granted) {
      await trx
        .insertInto('gift_bag')
        .values({ uid: grant.uid, gift_id: grant.giftId, count: grant.count })
        .onConflict((oc) => oc.columns(['uid', 'gift_id']).doUpdateSet((eb) => ({ count: eb('gift_bag.count', '+', eb.ref('excluded.count')) })))
        .execute();
    }
    const row = await trx.selectFrom('gift_bag').select('count').where('uid', '=', grant.uid).where('gift_id', '=', grant.giftId).executeTakeFirst();
    return { granted, total: row?.count ?? 0 };
  });
}

/** Whether a user exists (a grant to no one is refused before it is written). */
export async function userExists(db: Kysely<Database>, uid: number): Promise<boolean> {
  return (await db.selectFrom('users').select('uid').where('uid', '=', uid).executeTakeFirst()) !== undefined;
}
