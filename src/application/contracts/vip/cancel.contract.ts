import { z } from 'zod';
import { defineContract } from '../define-contract';
import { vipSubscriptionSchema } from './subscription.contract';

/**
 * /vip/cancel: stops the caller's renewals; VIP stays to the end of the paid period.
 * Answers the subscription as it now is. Refused with VIP.NOT_SUBSCRIBED (nothing
 * changes) when there is nothing to cancel.
 */
export const vipCancelContract = defineContract({
  path: '/vip/cancel',
  payload: z.object({}),
  response: vipSubscriptionSchema,
});
