import { z } from 'zod';
import { defineContract } from '../define-contract';
import { binaryFlag } from '../user/current-user';
import { deviceIdSchema } from '../login/device-info';

/**
 * /sign/stat (000 §7): is_first_install is 0 once the signed-in account has signed in from
 * this device, 1 before (and for a caller without a session): it tells the caller about
 * itself, never whether someone else's device has an account.
 */
export const signStatContract = defineContract({
  path: '/sign/stat',
  payload: z.object({ device_id: deviceIdSchema }),
  response: z.object({ is_first_install: binaryFlag }),
});
