import { giftBagContract } from '../../src/application/contracts/gift/bag.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { GiftsDeps } from './gifts-deps.js';
import { bagOf } from './gift-queries.js';

/** /gift/bag (001 §7): the caller's gifts (those still on offer) and how many in all. */
export const giftBagEndpoint = ({ db }: Pick<GiftsDeps, 'db'>) =>
  defineEndpoint(giftBagContract, { auth: 'required' }, async (_payload, caller) => {
    const rows = await bagOf(db, caller.uid);
    return {
      ok: RESULT_SUCCESS,
      data: {
        list: rows.map((row) => ({ gift_id: row.id, title: row.title, icon: row.icon, price: row.price, svga_url: row.svga_url, num: row.count })),
        count: rows.reduce((sum, row) => sum + row.count, 0),
      },
    };
  });
