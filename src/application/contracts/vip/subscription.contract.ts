import { z } from 'zod';
import { defineContract } from '../define-contract';

/**
 * The caller's VIP card subscription as the VIP page shows it: `renewing` on `period_end`
 * for `price_desc`, `retrying` after a declined renewal (VIP still runs to `period_end`),
 * `ending` on `period_end` after a cancel or after every renewal attempt was declined, or
 * `none` (no card subscription: a store subscription renews at the store).
 */
export const vipSubscriptionSchema = z.object({
  state: z.enum(['renewing', 'retrying', 'ending', 'none']),
  /** Epoch ms the paid period ends; 0 with `none`. */
  period_end: z.number().int().nonnegative(),
  /** What a renewal costs, formatted in its currency ('' with `none`). */
  price_desc: z.string(),
});

export type VipSubscription = z.infer<typeof vipSubscriptionSchema>;

/** /vip/subscription: the caller's subscription. */
export const vipSubscriptionContract = defineContract({
  path: '/vip/subscription',
  payload: z.object({}),
  response: vipSubscriptionSchema,
});
