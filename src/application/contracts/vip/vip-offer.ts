import { z } from 'zod';
import { callPeerSchema } from '../call/call-peer';
import { tipsTypeSchema } from '../coin/callback.contract';
import { payItemSchema } from '../coin/pay-item';

/**
 * A discount offer as the popups show it (000 §2 discount recharge / paid / unpaid
 * popups): the scenario (`sid`, a trigger type 1–9), the seconds left, the VIP offer and
 * the coin items on sale, the tip type of the paid popup and, for the unpaid popups, the
 * user the recharge was for.
 */
export const discountOfferSchema = z.object({
  sid: z.number().int().min(1).max(9),
  alert_remain_time: z.number().int().nonnegative(),
  vip_pay_item: payItemSchema.nullable(),
  sale_list: z.array(payItemSchema),
  list: z.array(payItemSchema),
  tips_type: tipsTypeSchema,
  /** 2 never paid, 3 paid before (the unpaid offers); 0 for the others. */
  unpaid_type: z.number().int().nonnegative(),
  /** 1 opened automatically, 2 from the recharge box. */
  open_type: z.number().int().positive(),
  is_paid: z.union([z.literal(0), z.literal(1)]),
  target_info: callPeerSchema.nullable(),
});

export type DiscountOffer = z.infer<typeof discountOfferSchema>;
