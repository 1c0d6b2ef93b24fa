import { z } from 'zod';
import { defineContract } from '../define-contract';
import { goodsIdSchema, productTypeSchema } from '../coin/pay-item';

/**
 * /order/pay-success (000 §4, §7): the "pay directly" route (/order/check code 10) — a
 * package that costs nothing is taken and credited at once, once per account. Answers
 * the new balance. Any package with a price is refused (ORDER.NOT_DIRECT).
 */
export const orderPaySuccessContract = defineContract({
  path: '/order/pay-success',
  payload: z.object({
    goods_id: goodsIdSchema,
    product_type: productTypeSchema,
    extra: z.string().max(2_000).optional(),
  }),
  response: z.object({
    balance: z.number().int().nonnegative(),
    order_no: z.string(),
    coins: z.number().int().nonnegative(),
  }),
});
