import { z } from 'zod';
import { binaryFlag } from '../user/current-user';
import { defineContract } from '../define-contract';
import { matchInfoSchema } from './match-info';

/** /match/info (ours): the match page's prices and free matches, and whether the caller is waiting. */
export const matchInfoContract = defineContract({
  path: '/match/info',
  payload: z.object({}),
  response: matchInfoSchema.extend({ waiting: binaryFlag }),
});
