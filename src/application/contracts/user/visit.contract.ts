import { z } from 'zod';
import { defineContract } from '../define-contract';
import { binaryFlag } from './current-user';

/**
 * /user/visit (ours): the caller opened `target_uid`'s user page. It counts once per viewer
 * per day (domain visitCounts); `counted` says whether this one did. Visiting oneself, or
 * across a block, records nothing.
 */
export const userVisitContract = defineContract({
  path: '/user/visit',
  payload: z.object({ target_uid: z.number().int().positive() }),
  response: z.object({ counted: binaryFlag }),
});
