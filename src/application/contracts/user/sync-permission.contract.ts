import { z } from 'zod';
import { defineContract } from '../define-contract';
import { binaryFlag } from './current-user';

/** /user/sync-permission (000 §7): the automatic-translation switch, 0 or 1. */
export const userSyncPermissionContract = defineContract({
  path: '/user/sync-permission',
  payload: z.object({ auto_translate: binaryFlag }),
  response: z.object({}).optional(),
});
