import { z } from 'zod';
import { AdminRefusal, adminUid, defineAdminOperation, noSuchUser } from '../admin/admin-operation.js';
import type { GiftBag } from './gift-bag.js';

/** Ours: the most gifts one operator grant may put in a bag, so a typo cannot flood it. */
export const GIFT_BAG_GRANT_MAX = 99;

/**
 * `gifts grant <uid> <gift_id> <n>`: an operator's event puts n of a gift into a user's bag
 * (sent later for no coins). The key makes a retried command grant once.
 */
export const giftBagGrantOperation = (giftBag: GiftBag) =>
  defineAdminOperation(
    {
      method: 'POST',
      path: '/users/:uid/gift-bag',
      audit: 'gift_bag.grant',
      params: z.object({ uid: adminUid }),
      body: z.object({ giftId: z.number().int().positive(), count: z.number().int().positive().max(GIFT_BAG_GRANT_MAX), idempotencyKey: z.string().min(1).max(200) }),
    },
    async ({ params, body }) => {
      const outcome = await giftBag.grant({ uid: params.uid, giftId: body.giftId, count: body.count, source: 'event', key: `event:${body.idempotencyKey}` });
      if (!outcome.ok) return outcome.error.code === 'USER.NOT_FOUND' ? noSuchUser(params.uid) : new AdminRefusal(404, outcome.error.code, `gift ${body.giftId} is not on offer`);
      return { uid: params.uid, giftId: body.giftId, added: outcome.value.granted ? body.count : 0, total: outcome.value.total };
    },
  );
