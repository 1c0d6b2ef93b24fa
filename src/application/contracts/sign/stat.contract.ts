import { z } from 'zod';
import { defineContract } from '../define-contract';
import { binaryFlag } from '../user/current-user';
import { deviceIdSchema } from '../login/device-info';

/** /sign/stat (000 §7): is_first_install is 1 the first time the server hears of this device, 0 ever after. */
export const signStatContract = defineContract({
  path: '/sign/stat',
  payload: z.object({ device_id: deviceIdSchema }),
  response: z.object({ is_first_install: binaryFlag }),
});
