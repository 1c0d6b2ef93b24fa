import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { registerGiftAssets } from './gift-asset-routes.js';
import { giftBagEndpoint } from './gift-bag.endpoint.js';
import { giftBagGrantOperation } from './gift-bag-grant.operation.js';
import { giftResEndpoint } from './gift-res.endpoint.js';
import { giftSendEndpoint } from './gift-send.endpoint.js';
import type { GiftsDeps } from './gifts-deps.js';
import { seedGiftCatalogue } from './seed-gift-catalogue.js';

/**
 * Gifts: the catalogue (seeded into `gifts` at start), /gift/res, /gift/bag, /gift/send,
 * the drawn animations and stickers as plain GET routes, and the bag's operator grant
 * (`gifts grant`; packages and rewards fill bags through ctx.giftBag).
 */
export async function createGiftsModule(ctx: AppContext): Promise<ServerModule> {
  await seedGiftCatalogue(ctx.db, ctx.clock.now());
  const deps: GiftsDeps = ctx;
  return {
    endpoints: [giftResEndpoint(deps), giftBagEndpoint(deps), giftSendEndpoint(deps)],
    routes: registerGiftAssets,
    adminOperations: [giftBagGrantOperation(ctx.giftBag)],
  };
}
