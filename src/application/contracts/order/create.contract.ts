import { z } from 'zod';
import { defineContract } from '../define-contract';
import { orderPayloadSchema } from './order-payload';

/**
 * /order/create (000 §7): opens a pending order and the provider's checkout for it;
 * `redirect_url` is the provider's hosted checkout page (the sandbox's, by default).
 * Refused with ORDER.UNKNOWN_GOODS, ORDER.NOT_ELIGIBLE (an offer that is not open for the
 * caller, a free package already taken), ORDER.BAD_RETURN_URL or PAY.PROVIDER_UNAVAILABLE.
 */
export const orderCreateContract = defineContract({
  path: '/order/create',
  payload: orderPayloadSchema,
  response: z.object({
    redirect_url: z.string().min(1),
    order_no: z.string().min(1),
    transaction_id: z.string().min(1),
  }),
});
