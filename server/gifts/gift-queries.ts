import type { Insertable, Kysely, Transaction } from 'kysely';
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

/** The record of one gift send (gift_sends), written with its message. */
export async function recordGiftSend(trx: Transaction<Database>, row: Insertable<GiftSendsTable>): Promise<void> {
  await trx.insertInto('gift_sends').values(row).execute();
}
