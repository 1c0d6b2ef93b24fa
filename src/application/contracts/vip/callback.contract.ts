import { z } from 'zod';
import { payItemSchema } from '../coin/pay-item';
import { defineContract } from '../define-contract';
import { binaryFlag } from '../user/current-user';

export const vipBenefitSchema = z.object({ icon: z.string(), title: z.string(), desc: z.string() });

/**
 * /vip/callback (000 §7): the VIP dialog's data — the VIP packages (the discounted one
 * first while a VIP offer is open for the caller), the benefits, and the seconds left on
 * the offer. Benefit titles and descriptions are i18n keys.
 */
export const vipCallbackContract = defineContract({
  path: '/vip/callback',
  payload: z.object({
    type: z.number().int().optional(),
    from_id: z.union([z.number().int(), z.string().max(64)]).optional(),
    from_type: z.union([z.number().int(), z.string().max(64)]).optional(),
  }),
  response: z.object({
    list: z.array(payItemSchema),
    benefits_list: z.array(vipBenefitSchema),
    alert_remain_time: z.number().int().nonnegative(),
    from_type: z.string(),
    from_id: z.string(),
    is_vip: binaryFlag,
    /** Epoch ms, 0 when never a member. */
    vip_exp: z.number().int().nonnegative(),
  }),
});
