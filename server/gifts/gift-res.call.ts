import { giftResContract } from '../../src/application/contracts/gift/res.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall } from '../api/call-registry.js';
import { readRuntimeConfig } from '../init/runtime-config.js';
import { GIFT_CONFIG_KEY } from './seed-gift-catalogue.js';

/** /gift/res (001 §7): the gifts on offer and their version (config_version.gift). Works signed out. */
export const giftResCall = defineCall(giftResContract, { auth: 'optional' }, async (ctx) => {
  const [config, gifts] = await Promise.all([
    readRuntimeConfig(ctx.db),
    ctx.db.selectFrom('gifts').select(['id', 'title', 'icon', 'price', 'svga_url']).where('enabled', '=', true).orderBy('sort').orderBy('id').execute(),
  ]);
  return {
    ok: RESULT_SUCCESS,
    data: {
      version: config.version(GIFT_CONFIG_KEY),
      res: gifts.map((g) => ({ gift_id: g.id, title: g.title, icon: g.icon, price: g.price, svga_url: g.svga_url })),
    },
  };
});
