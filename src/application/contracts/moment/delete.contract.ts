import { z } from 'zod';
import { defineContract } from '../define-contract';

/** /moment/delete (ours): the author deletes their moment (status −1); a coin paid for it stays paid. */
export const momentDeleteContract = defineContract({
  path: '/moment/delete',
  payload: z.object({ id: z.number().int().positive() }),
  response: z.object({ id: z.number().int().positive() }),
});
