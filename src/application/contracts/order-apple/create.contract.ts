import { z } from 'zod';
import { defineContract } from '../define-contract';
import { goodsIdSchema, productTypeSchema } from '../coin/pay-item';
import { binaryFlag } from '../user/current-user';

/**
 * /order-apple/create (000 §7): opens a pending in-app purchase order. `tran_no` is the
 * account token the store purchase carries (the native shell passes it to the store), so
 * the receipt names the account it was bought for.
 */
export const orderAppleCreateContract = defineContract({
  path: '/order-apple/create',
  payload: z.object({
    goods_id: goodsIdSchema,
    product_type: productTypeSchema,
    from_type: z.union([z.number().int(), z.string().max(64)]).optional(),
    from_id: z.union([z.number().int(), z.string().max(64)]).optional(),
  }),
  response: z.object({ ok: binaryFlag, tran_no: z.string().min(1) }),
});
