import { z } from 'zod';
import { defineContract } from '../define-contract';

/** /vip/alert-time (000 §7): seconds left on the caller's open VIP discount offer (0: none). */
export const vipAlertTimeContract = defineContract({
  path: '/vip/alert-time',
  payload: z.object({}),
  response: z.object({ alert_remain_time: z.number().int().nonnegative(), sid: z.number().int().min(0).max(9) }),
});
