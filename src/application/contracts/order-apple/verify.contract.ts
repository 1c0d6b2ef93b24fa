import { z } from 'zod';
import { defineContract } from '../define-contract';
import { productTypeSchema } from '../coin/pay-item';
import { binaryFlag, currentUserSchema } from '../user/current-user';

/**
 * /order-apple/verify (000 §7): the store receipt of a purchase. A valid receipt credits
 * its order once per store transaction: the same transaction again answers with
 * `ignore_event` 1 and credits nothing; a transaction already credited to another
 * account, a receipt bought for another account, a forged receipt or one for another
 * product is refused (IAP.*). `money` is the price paid (USD), `event.height_ltv_value`
 * the buyer's lifetime payments (USD), for attribution.
 */
export const orderAppleVerifyContract = defineContract({
  path: '/order-apple/verify',
  payload: z.object({
    sku: z.string().trim().min(1).max(128),
    product_type: productTypeSchema,
    receipt_data: z.string().min(1).max(20_000),
    tran_no: z.string().trim().min(1).max(64),
    from_type: z.union([z.number().int(), z.string().max(64)]).optional(),
    transaction_id: z.string().trim().max(128).optional(),
  }),
  response: z.object({
    is_sandbox: binaryFlag,
    ignore_event: binaryFlag,
    money: z.number().nonnegative(),
    goods_id: z.string(),
    product_type: productTypeSchema,
    event: z.object({ height_ltv_value: z.number().nonnegative() }),
    user_info: currentUserSchema,
    account_info: z.object({ money: z.number().int().nonnegative() }),
  }),
});
