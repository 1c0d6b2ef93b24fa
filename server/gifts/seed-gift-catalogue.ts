import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { FIRST_CONFIG_VERSION } from '../init/runtime-config.js';
import { GIFT_CATALOGUE, type CatalogueGift } from './gift-catalogue.js';

/** The `config` key whose version is config_version.gift and /gift/res's version. */
export const GIFT_CONFIG_KEY = 'gift';

/**
 * Adds the catalogue's gifts the table does not have yet (an operator's edits to existing
 * rows are kept). When gifts were added to a catalogue clients may have cached, the gift
 * version moves on so they fetch it again. Safe on every start and from two servers.
 */
export async function seedGiftCatalogue(db: Kysely<Database>, now: number, catalogue: readonly CatalogueGift[] = GIFT_CATALOGUE): Promise<{ readonly added: number }> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('gifts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const added = await trx
      .insertInto('gifts')
      .values(catalogue.map((g, index) => ({ id: g.id, title: g.title, icon: g.icon, price: g.price, svga_url: g.svgaUrl, sort: index })))
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .execute();
    // Gifts seeded before they had animations get theirs (a URL an operator set is kept).
    let animated = 0;
    for (const g of catalogue.filter((entry) => entry.svgaUrl !== '')) {
      const updated = await trx.updateTable('gifts').set({ svga_url: g.svgaUrl }).where('id', '=', g.id).where('svga_url', '=', '').executeTakeFirst();
      animated += Number(updated.numUpdatedRows);
    }
    if ((added.length > 0 || animated > 0) && Number(before.n) > 0) {
      await trx
        .insertInto('config')
        .values({ key: GIFT_CONFIG_KEY, version: FIRST_CONFIG_VERSION + 1, value: JSON.stringify({ added: added.map((row) => row.id), animated }), updated_at: now })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ version: sql<number>`config.version + 1`, updated_at: now }))
        .execute();
    }
    return { added: added.length };
  });
}
