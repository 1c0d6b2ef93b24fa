import { z } from 'zod';
import { paymentStatusSchema } from '../pay/pay-event-message';
import { defineContract } from '../define-contract';

/**
 * /order-apple/cancel (000 §7, §8): the store purchase failed or the user backed out. A
 * pending order becomes cancelled (a settled one stays as it is); answers its status.
 */
export const orderAppleCancelContract = defineContract({
  path: '/order-apple/cancel',
  payload: z.object({
    tran_no: z.string().trim().min(1).max(64),
    errorCode: z.union([z.number().int(), z.string().max(64)]).optional(),
    status: z.number().int().optional(),
  }),
  response: z.object({ status: paymentStatusSchema }),
});
