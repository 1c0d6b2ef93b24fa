import { z } from 'zod';
import { defineContract } from '../define-contract';
import { goodsIdSchema, productTypeSchema } from '../coin/pay-item';

/**
 * /order/check (000 §4, §7): where a purchase goes next, as the response's `ok`: 1 the
 * coins-payment page (card), 2 the in-app purchase (native shell), 10 pay directly with
 * /order/pay-success (a free package), any other success code (ours: 3) the pay-method
 * popup (wallet or card). An unknown package or one the caller may not buy is refused.
 */
export const orderCheckContract = defineContract({
  path: '/order/check',
  payload: z.object({ goods_id: goodsIdSchema, product_type: productTypeSchema }),
  response: z.object({
    goods_id: goodsIdSchema,
    product_type: productTypeSchema,
    /** The pay_type the route pays with (22 card, 23 store). */
    pay_type: z.number().int(),
  }),
});
