import { z } from 'zod';
import { defineContract } from '../define-contract';

/**
 * /pay/start (000 §7): an access token for the checkout library to pay `order_no` at the
 * provider (card form, wallet), with what the library's configuration needs: merchant
 * info, the amount as a decimal string in the order's currency, the environment and the
 * buyer's user id. Refused for an order that is not the caller's or no longer pending.
 */
export const payStartContract = defineContract({
  path: '/pay/start',
  payload: z.object({
    pay_type: z.number().int(),
    order_no: z.string().trim().min(1).max(64),
    return_url: z.string().trim().max(2_000).optional(),
  }),
  response: z.object({
    token: z.string().min(1),
    /** Epoch ms. */
    expires_at: z.number().int().positive(),
    transaction_id: z.string().min(1),
    /** The provider's base URL for the library's calls (a path on this site for the mounted sandbox). */
    provider_url: z.string(),
    merchant_no: z.string(),
    merchant_origin: z.string(),
    merchant_name: z.string(),
    amount: z.string(),
    currency: z.string().length(3),
    environment: z.enum(['PRODUCTION', 'TEST', 'DEV']),
    user_id: z.string(),
  }),
});
