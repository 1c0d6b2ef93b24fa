import { z } from 'zod';
import { defineContract } from '../define-contract';
import { deviceIdSchema } from '../login/device-info';

/**
 * /user/check-device (000 §4, §7), after the realtime channel closes: `logout` is true
 * when this device should sign out (its session belongs to another device, or the
 * account is banned). A revoked or replaced session never gets this far: the request
 * layer answers it with HTTP 401, which logs out too.
 */
export const userCheckDeviceContract = defineContract({
  path: '/user/check-device',
  payload: z.object({ device: deviceIdSchema }),
  response: z.object({ logout: z.boolean() }),
});
