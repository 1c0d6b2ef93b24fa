import { z } from 'zod';
import { defineContract } from '../define-contract';
import { afterTimeSchema } from './free-coins-state';

/** /coin/after-time (000 §7): seconds until the next free-coin claim (−1: none left). */
export const coinAfterTimeContract = defineContract({
  path: '/coin/after-time',
  payload: z.object({}),
  response: z.object({ after_time: afterTimeSchema }),
});
