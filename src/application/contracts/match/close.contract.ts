import { z } from 'zod';
import { binaryFlag } from '../user/current-user';
import { defineContract } from '../define-contract';

/** /match/close (000 §7): leave the match queue; `was_waiting` 0 when the caller was not in it. */
export const matchCloseContract = defineContract({
  path: '/match/close',
  payload: z.object({}),
  response: z.object({ was_waiting: binaryFlag }),
});
