import { z } from 'zod';
import { defineContract } from '../define-contract';
import { deviceIdSchema } from '../login/device-info';

/** `token_type` of /user/push-token (000 §7). */
export const PUSH_TOKEN_TYPE = 2;

/** /user/push-token (000 §7): the device's push token (token_type 2). */
export const userPushTokenContract = defineContract({
  path: '/user/push-token',
  payload: z.object({
    token_type: z.literal(PUSH_TOKEN_TYPE),
    token: z.string().min(1).max(4_096),
    /** Which device the token belongs to; the signed-in device when absent. */
    device_id: deviceIdSchema.optional(),
  }),
  response: z.object({}).optional(),
});
