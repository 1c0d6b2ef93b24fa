import { z } from 'zod';
import { defineContract } from '../define-contract';
import { deviceIdSchema } from '../login/device-info';
import { binaryFlag } from '../user/current-user';

const SECRET_MAX = 512;
const OPERATOR_MAX = 64;

/**
 * /app/open (000 §4, §7): the app came to the foreground. The flags describe the device's
 * network and environment; the server keeps the latest per device.
 */
export const appOpenContract = defineContract({
  path: '/app/open',
  payload: z.object({
    /** An opaque integrity value from the native shell ('' in a browser). */
    secret: z.string().max(SECRET_MAX).optional(),
    proxy: binaryFlag.optional(),
    vpn: binaryFlag.optional(),
    /** The mobile carrier's name. */
    operator: z.string().max(OPERATOR_MAX).optional(),
    simulator: binaryFlag.optional(),
    /** Ours: which device this is; without it the user agent tells devices apart. */
    device_id: deviceIdSchema.optional(),
  }),
  response: z.object({}).optional(),
});
