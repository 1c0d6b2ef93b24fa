import { giftBagContract } from '../../src/application/contracts/gift/bag.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineCall } from '../api/call-registry.js';

/** /gift/bag (001 §7): the caller's gifts (those still on offer) and how many in all. */
export const giftBagCall = defineCall(giftBagContract, { auth: 'required' }, async (ctx, _payload, caller) => {
  const rows = await ctx.db
    .selectFrom('gift_bag as b')
    .innerJoin('gifts as g', 'g.id', 'b.gift_id')
    .select(['g.id', 'g.title', 'g.icon', 'g.price', 'g.svga_url', 'b.count'])
    .where('b.uid', '=', caller.uid)
    .where('b.count', '>', 0)
    .where('g.enabled', '=', true)
    .orderBy('g.sort')
    .execute();
  return {
    ok: RESULT_SUCCESS,
    data: {
      list: rows.map((row) => ({ gift_id: row.id, title: row.title, icon: row.icon, price: row.price, svga_url: row.svga_url, num: row.count })),
      count: rows.reduce((sum, row) => sum + row.count, 0),
    },
  };
});
