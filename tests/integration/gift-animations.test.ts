import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../server/db/open-database.js';
import { GIFT_CATALOGUE, giftSvgaPath } from '../../server/gifts/gift-catalogue.js';
import { GIFT_CONFIG_KEY, seedGiftCatalogue } from '../../server/gifts/seed-gift-catalogue.js';
import { readRuntimeConfig } from '../../server/init/runtime-config.js';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
});
afterAll(async () => {
  await database?.close();
});

describe('gift animations in a catalogue seeded before they existed', () => {
  it('gives every gift without one its drawn animation, keeps an operator URL, and moves the version on once', async () => {
    const db = database.db;
    const withoutAnimations = GIFT_CATALOGUE.map((gift) => ({ ...gift, svgaUrl: '' }));
    await seedGiftCatalogue(db, 1, withoutAnimations);
    await db.updateTable('gifts').set({ svga_url: 'https://cdn.example/rose.svga' }).where('id', '=', 1).execute();
    const before = (await readRuntimeConfig(db)).version(GIFT_CONFIG_KEY);

    expect(await seedGiftCatalogue(db, 2)).toEqual({ added: 0 });
    const rows = await db.selectFrom('gifts').select(['id', 'svga_url']).orderBy('id').execute();
    expect(rows.find((row) => row.id === 1)?.svga_url).toBe('https://cdn.example/rose.svga');
    for (const row of rows.filter((r) => r.id !== 1)) expect(row.svga_url).toBe(giftSvgaPath(row.id));
    const after = (await readRuntimeConfig(db)).version(GIFT_CONFIG_KEY);
    expect(after).toBe(before + 1);

    await seedGiftCatalogue(db, 3);
    expect((await readRuntimeConfig(db)).version(GIFT_CONFIG_KEY)).toBe(after);
  });
});
