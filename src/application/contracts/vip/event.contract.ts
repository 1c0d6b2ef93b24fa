import { z } from 'zod';
import { defineContract } from '../define-contract';

/**
 * /vip/event (000 §7): what the user did with a VIP or discount dialog (shown, stay,
 * leave…), kept for the offers' statistics. Also sent with an empty body when the VIP
 * dialog closes after 6 s or more and the user is not VIP.
 */
export const vipEventContract = defineContract({
  path: '/vip/event',
  payload: z.object({
    sid: z.number().int().min(0).max(9).optional(),
    type: z.union([z.number().int(), z.string().max(32)]).optional(),
    target_uid: z.number().int().nonnegative().optional(),
    extra: z.string().max(2_000).optional(),
  }),
  response: z.object({}).optional(),
});
