import { giftResContract } from '../../src/application/contracts/gift/res.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { readRuntimeConfig } from '../init/runtime-config.js';
import type { GiftsDeps } from './gifts-deps.js';
import { giftsOnOffer } from './gift-queries.js';
import { GIFT_CONFIG_KEY } from './seed-gift-catalogue.js';

/** /gift/res (001 §7): the gifts on offer and their version (config_version.gift). Works signed out. */
export const giftResEndpoint = ({ db }: Pick<GiftsDeps, 'db'>) =>
  defineEndpoint(giftResContract, { auth: 'optional' }, async () => {
    const [config, gifts] = await Promise.all([readRuntimeConfig(db), giftsOnOffer(db)]);
    return {
      ok: RESULT_SUCCESS,
      data: {
        version: config.version(GIFT_CONFIG_KEY),
        res: gifts.map((g) => ({ gift_id: g.id, title: g.title, icon: g.icon, price: g.price, svga_url: g.svga_url })),
      },
    };
  });
