import { z } from 'zod';
import { defineContract } from '../define-contract';
import { deviceIdSchema } from '../login/device-info';

/** /app/close (000 §4, §7): the app went to the background. */
export const appCloseContract = defineContract({
  path: '/app/close',
  payload: z.object({ device_id: deviceIdSchema.optional() }),
  response: z.object({}).optional(),
});
