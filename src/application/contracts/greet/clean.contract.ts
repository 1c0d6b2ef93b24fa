import { z } from 'zod';
import { defineContract } from '../define-contract';
import { greetTargetsSchema } from './greet-targets';

/** /greet/clean (001 §7): the say-hi dialog closed without greeting: these users leave the caller's say-hi list. */
export const greetCleanContract = defineContract({
  path: '/greet/clean',
  payload: z.object({ target_uid_arr: greetTargetsSchema }),
  response: z.object({}).optional(),
});
