import { z } from 'zod';
import { defineContract } from '../define-contract';
import { discountOfferSchema } from './vip-offer';

const codeOrName = z.union([z.number().int(), z.string().max(64)]);

/**
 * /vip/get-alert (000 §7): whether a discount popup should show now, and with what. The
 * client names the trigger (`type` or `sid`, 1–9) and where it came from; the server
 * picks the scenario the caller is in (unpaid, paid, VIP expired, uninstall), applies the
 * frequency rules (5 min per unpaid type, 3 h for VIP expired, a day for uninstall) and
 * answers `vip_alert` with `func_name` (the popup) and `func_data` (the offer), or null.
 */
export const vipGetAlertContract = defineContract({
  path: '/vip/get-alert',
  payload: z.object({
    from_type: codeOrName.optional(),
    sid: z.number().int().min(0).max(9).optional(),
    from_id: codeOrName.optional(),
    type: z.number().int().min(0).max(9).optional(),
    extra: z.string().max(2_000).optional(),
  }),
  response: z.object({
    vip_alert: z
      .object({
        func_name: z.enum(['discountRecharge', 'discountPaid', 'discountUnpaid', 'vipExpired']),
        func_data: discountOfferSchema,
      })
      .nullable(),
  }),
});
